import { type Business } from "#app/config/business";
import { ADS_CONSENT_VERSION, adsConsentTexts } from "#app/features/leads/ads-consent";
import { fullAddress } from "#app/config/business-text";
import { site } from "#app/config/site";

/**
 * The privacy policy (LGPD) of the site, as typed content. It describes what
 * the code actually does: leads stored on our server and purged 2 years after
 * the last contact, with the visit's campaign attribution (UTM parameters,
 * ad click ids, referrer, landing page and time), a notification of each lead
 * to the team's internal chat (webhook) and e-mail when configured, Meta's
 * Conversions API and the Google Ads conversions feed when configured and
 * only for visitors who ticked the consent box, the WhatsApp click-to-chat
 * the visitor opens through /whatsapp (the click recorded under a short code,
 * without personal data, decision 066), one preference cookie (the theme),
 * the first ad click kept 90 days in a first-party cookie (decision 065),
 * session storage for the visit's origin, local storage for two tools, no analytics or
 * advertising cookies or scripts. The tools compute in the browser; without
 * JavaScript, or from a shared link, their values reach the server in the
 * address, which renders the result with them, logs the path without the
 * query (server/http/request-log.ts) and keeps calculator results in its
 * memory cache, and a CDN for at most `s-maxage` (decision 036). The CEP tool
 * and "O que fazer perto de mim" call ViaCEP, BrasilAPI and OpenStreetMap from
 * the browser (the position rounded to about 100 m); the Banco Central is
 * called by the server alone, with nothing of the visitor. The destinations are those of the build's
 * configuration (#app/config/env.server, configuredDestinations), like the
 * business identity. Change it together with the code it describes.
 */

/**
 * The day the policy's text last changed (ISO date), shown as "Última
 * atualização". Change it in the same commit as any change of the text below
 * that a reader would notice, and never otherwise: it is the date the
 * published terms took effect, not the date of a build.
 */
export const policyUpdatedAt = "2026-11-28";

/**
 * How long the policy says a CDN may keep a calculator's result page. The server's cache rule for those pages
 * (`result` in #app/config/cache-rules, decision 036) must stay within it: privacy.test.ts compares them.
 */
export const RESULT_PAGE_SHARED_MINUTES = 10;

export interface PolicyLink {
  text: string;
  href: string;
  /** Another site: opens in a new tab. */
  external?: boolean;
}

export type Inline = string | PolicyLink;
/** A paragraph: plain text, or text with links. */
export type Paragraph = string | readonly Inline[];

export type PolicyBlock =
  | Paragraph
  | { list: readonly Paragraph[] }
  | { subtitle: string }
  | { table: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] } };

export interface PolicySection {
  id: string;
  title: string;
  blocks: readonly PolicyBlock[];
}

const anpd: PolicyLink = {
  text: "Autoridade Nacional de Proteção de Dados (ANPD)",
  href: "https://www.gov.br/anpd/",
  external: true,
};
const cookiesInfo: PolicyLink = { text: "All About Cookies", href: "https://www.allaboutcookies.org/", external: true };

export const privacyIntro =
  "Esta política explica, em linguagem direta, quais dados pessoais tratamos quando você visita o nosso site, usa as ferramentas gratuitas ou fala com a nossa equipe, por que fazemos isso e como você exerce os seus direitos previstos na Lei Geral de Proteção de Dados (Lei nº 13.709/2018, LGPD).";

/** The identity of the controller as one sentence: what is configured, nothing invented. */
function controllerSentence({ legalName, cnpj, address }: Business): string {
  const registration = cnpj ? `, inscrita no CNPJ sob o nº ${cnpj}` : "";
  const seat = address ? `, com sede na ${fullAddress(address)}` : "";
  return `O controlador dos dados pessoais tratados neste site é a ${legalName ?? site.brand}${registration}${seat}.`;
}

/** Where this deployment sends leads (configuredDestinations in #app/config/env.server). */
export interface PolicyDestinations {
  chat: boolean;
  email: boolean;
  meta: boolean;
  googleAds: boolean;
  /** Lead alerts on the team's devices (Web Push): the form and a first name cross the browsers' push services. */
  push: boolean;
}

/** Nothing configured: what tests and pages without the route's data see. */
export const noDestinations: PolicyDestinations = {
  chat: false,
  email: false,
  meta: false,
  googleAds: false,
  push: false,
};

/** "o Google e a Meta", "a Meta", "o Google"; `to`: "ao Google e à Meta". */
function adPlatforms({ meta, googleAds }: PolicyDestinations, to = false): string {
  const google = to ? "ao Google" : "o Google";
  const facebook = to ? "à Meta" : "a Meta";
  return [googleAds ? google : null, meta ? facebook : null].filter(Boolean).join(" e ");
}

/** What goes to each ad platform, for those configured: only for visitors who ticked the consent box. */
function adRecipients(destinations: PolicyDestinations): string[] {
  return [
    ...(destinations.meta
      ? [
          "Meta Platforms (Facebook e Instagram), pela API de Conversões, a partir do nosso servidor: o aviso de que um contato foi feito (e, se você se tornar cliente, desse fato e do valor do contrato), com o seu e-mail, telefone e nome criptografados por hash (SHA-256), o código de clique no anúncio da Meta (fbclid), o endereço IP, a identificação do navegador e a página do formulário;",
        ]
      : []),
    ...(destinations.googleAds
      ? [
          "Google (Google Ads), por um arquivo protegido por senha que o Google Ads busca no nosso servidor: o código de clique no anúncio do Google (gclid, gbraid ou wbraid), a data e a hora do contato (e, se você se tornar cliente, do fechamento e o valor do contrato). Nenhum dado de contato vai nesse arquivo;",
        ]
      : []),
  ];
}

/** The 13 sections of the policy, with the business identity and the destinations an operator configured. */
export function privacySections(
  business: Business,
  destinations: PolicyDestinations = noDestinations,
): readonly PolicySection[] {
  const platforms = adPlatforms(destinations);
  const sharesWithAds = platforms !== "";
  const privacyEmail = business.emails.privacy;
  // Without a privacy e-mail, requests go through the contact page's form, which the team answers.
  const privacyChannel: PolicyLink = privacyEmail
    ? { text: privacyEmail, href: `mailto:${privacyEmail}` }
    : { text: "formulário da página de Contato", href: "/contato" };
  return [
    {
      id: "introducao",
      title: "Introdução e aceitação",
      blocks: [
        `Esta Política de Privacidade se aplica ao site da ${site.brand} e a todos os formulários, páginas e ferramentas online publicados nele. Levamos a sua privacidade a sério: coletamos apenas os dados necessários para responder ao seu contato e prestar os nossos serviços.`,
        "Ao navegar pelo site você declara ter lido esta política. O envio de um formulário não depende de aceitar nada além do necessário para atender ao seu pedido; quando uma finalidade depender do seu consentimento, como o recebimento da newsletter ou a medição de anúncios (seção 6), você poderá revogá-lo a qualquer momento.",
        "Se você não concordar com algum ponto, não envie os formulários e entre em contato pelo canal indicado na seção 13 para esclarecermos as suas dúvidas.",
      ],
    },
    {
      id: "controlador",
      title: "Controlador dos dados",
      blocks: [
        controllerSentence(business),
        [
          "Para qualquer assunto relacionado aos seus dados pessoais, fale com o nosso canal de privacidade, que atua como encarregado (DPO): ",
          privacyChannel,
          ".",
        ],
      ],
    },
    {
      id: "dados-coletados",
      title: "Dados que coletamos",
      blocks: [
        { subtitle: "Dados que você nos informa" },
        {
          list: [
            "Nome completo e e-mail;",
            "Telefone ou número de WhatsApp (com DDD);",
            "Nome da empresa;",
            "Informações sobre o negócio: número de funcionários, investimento mensal em marketing, setor, faixa de faturamento, principal desafio e melhor horário para contato;",
            "Assunto e conteúdo das mensagens que você envia.",
          ],
        },
        { subtitle: "Dados coletados automaticamente" },
        {
          list: [
            "Endereço IP e identificação do navegador (user agent, que indica navegador, sistema operacional e tipo de dispositivo), registrados junto com cada formulário enviado, para prevenir spam e abuso;",
            "Origem da visita, registrada junto com o formulário enviado: os parâmetros de campanha do endereço pelo qual você chegou ao site (como utm_source, utm_medium e utm_campaign), os códigos de clique que plataformas de anúncio acrescentam ao link (gclid, gbraid e wbraid, do Google; fbclid, da Meta; ttclid, do TikTok), o site de onde você veio (referrer), a primeira página do nosso site que você abriu e quando, e a página do formulário. Se esta visita não veio de um anúncio, mas você chegou ao site por um anúncio nos últimos 90 dias, vale a origem desse primeiro clique, guardada no cookie “primeiro_clique” (veja a seção 10). Servem para sabermos qual campanha ou canal trouxe o seu contato;",
            "Quando você toca em um botão de WhatsApp do site: a página, a campanha e os códigos de clique da visita, guardados sob um código curto (como “Cód. 7K2Q”) que vai no fim da mensagem, sem nenhum dado seu. Se você enviar a mensagem, nossa equipe usa o código para registrar o seu contato com essa origem e pergunta na conversa se você autoriza o compartilhamento descrito na seção 5;",
            "A sua resposta à caixa opcional de autorização dos formulários de consultoria e de agendamento (veja a seção 5), com a versão do texto que você viu e a data e a hora da resposta;",
            "Registros técnicos de acesso ao servidor (página acessada, sem o que vem depois do “?” no endereço, data e horário e resultado da requisição), mantidos sem endereço IP e sem identificar você;",
            "O endereço IP permite, no máximo, inferir uma localização aproximada (cidade ou região), e não usamos essa informação para rastrear você. A sua localização só é pedida pela ferramenta “O que fazer perto de mim”, quando você toca em “Usar minha localização” e autoriza no navegador; ela não chega ao nosso servidor (veja a seção 4).",
          ],
        },
        sharesWithAds
          ? `Não usamos ferramentas de análise de terceiros, pixels de publicidade nem cookies de rastreamento: nenhuma página carrega scripts do Google ou da Meta. Por isso, não registramos as páginas que você percorre nem o tempo de permanência, e a origem da visita só chega ao nosso cadastro se você enviar um formulário ou nos chamar pelo WhatsApp do site. Só repassamos dados ${adPlatforms(destinations, true)} se você autorizar no formulário, como descrito nas seções 5 e 6.`
          : "Não usamos ferramentas de análise de terceiros, pixels de publicidade nem cookies de rastreamento. Por isso, não registramos as páginas que você percorre nem o tempo de permanência, e a origem da visita só chega ao nosso cadastro se você enviar um formulário ou nos chamar pelo WhatsApp do site. Não repassamos esses dados às plataformas de anúncio.",
        "Não coletamos dados sensíveis (como origem racial, saúde, religião ou biometria) nem, intencionalmente, dados de menores de 18 anos. Se você for menor de idade, não envie os formulários.",
      ],
    },
    {
      id: "como-coletamos",
      title: "Como coletamos os dados",
      blocks: [
        {
          list: [
            "Formulários do site: consultoria gratuita, agendamento, contato e newsletter;",
            "Conversas que você inicia pelo WhatsApp, por e-mail ou por telefone;",
            "Automaticamente, no momento em que um formulário é enviado (IP, user agent e origem da visita) e nos registros técnicos do servidor;",
            "Durante a prestação de serviços, quando você se torna cliente e nos dá acesso às suas contas de anúncio e ferramentas, nos termos do contrato.",
          ],
        },
        { subtitle: "Ferramentas gratuitas" },
        "As ferramentas gratuitas (calculadoras, conversores, planejadores) não pedem cadastro, e o que você digita nelas nunca é guardado junto com dados seus. Com o JavaScript ativo, quase todas calculam o resultado no seu próprio navegador, e os valores não são enviados ao nosso servidor: ficam só no endereço da página, para você poder copiar ou compartilhar o link.",
        "Os valores vão ao nosso servidor, no endereço da página (como em “?peso=70&altura=175”), em três casos: sem JavaScript (ou antes de ele carregar); no Calendário de Eventos e Festivais e no Verificador de Documentos de Viagem, que montam o resultado no servidor; e quando você abre um link de resultado, inclusive um que alguém compartilhou com você. O servidor usa os valores apenas para montar a página do resultado. Além disso:",
        {
          list: [
            "os registros de acesso guardam a página sem o que vem depois do “?”: os valores não são registrados;",
            "a página de resultado das calculadoras e dos conversores, que não tem nenhum dado seu além dos valores do endereço, fica na memória do servidor para ser entregue mais rápido a quem abrir o mesmo endereço, até ser substituída por outras ou o servidor reiniciar;",
            `se o site for entregue por uma rede de distribuição de conteúdo (CDN), ela pode guardar essa mesma página por até ${RESULT_PAGE_SHARED_MINUTES} minutos;`,
            "o endereço com os valores fica no histórico do seu navegador, como qualquer página que você abre.",
          ],
        },
        "Algumas ferramentas usam serviços externos:",
        {
          list: [
            "Consulta de CEP e DDD: o código digitado vai do seu navegador direto ao ViaCEP e à BrasilAPI (veja a seção 6);",
            "O que fazer perto de mim: a cidade digitada ou, se você permitir, um ponto a menos de 100 metros de onde você está vai do seu navegador direto ao OpenStreetMap (veja a seção 6). A sua posição exata não sai do seu aparelho, e nada disso passa pelo nosso servidor;",
            "Conversor de moedas e calculadora de juros compostos: as cotações e os índices vêm do Banco Central, buscados pelo nosso servidor em horários fixos, sem nenhum dado de quem visita o site.",
          ],
        },
      ],
    },
    {
      id: "finalidades",
      title: "Finalidades e bases legais",
      blocks: [
        "Cada tratamento tem uma finalidade definida e uma base legal prevista no art. 7º da LGPD:",
        {
          table: {
            caption: "Finalidades do tratamento e bases legais",
            head: ["Finalidade", "Dados usados", "Base legal"],
            rows: [
              [
                "Responder ao seu contato, realizar a consultoria gratuita e enviar propostas",
                "Dados dos formulários e das conversas",
                "Procedimentos preliminares a um contrato, a seu pedido (art. 7º, V)",
              ],
              ...(destinations.chat || destinations.email
                ? [
                    [
                      `Avisar a equipe, em tempo real, de cada novo contato (${[
                        destinations.chat ? "notificação no chat interno" : null,
                        destinations.email ? "e-mail da equipe" : null,
                      ]
                        .filter(Boolean)
                        .join(" e ")})`,
                      "Dados do formulário enviado e a origem da visita",
                      "Procedimentos preliminares a um contrato (art. 7º, V)",
                    ],
                  ]
                : []),
              [
                "Reconhecer quem já falou conosco, para que a mesma pessoa seja atendida uma vez só e não seja contada duas vezes nos resultados",
                "E-mail e telefone de cada formulário, comparados entre os contatos que você enviou",
                "Legítimo interesse (art. 7º, IX)",
              ],
              ["Enviar a newsletter do blog", "E-mail", "Consentimento, revogável a qualquer momento (art. 7º, I)"],
              [
                "Medir qual campanha ou canal trouxe cada contato, para investir melhor em anúncios",
                "Origem da visita (parâmetros de campanha, códigos de clique, site de origem e página de entrada), registrada com o formulário",
                "Legítimo interesse (art. 7º, IX)",
              ],
              ...(sharesWithAds
                ? [
                    [
                      `Informar ${platforms} de que um anúncio trouxe um contato ou um cliente, para medir e melhorar as nossas campanhas`,
                      "Os dados listados na seção 6 para cada plataforma, com e-mail, telefone e nome criptografados por hash",
                      "Consentimento, na caixa opcional do formulário, revogável a qualquer momento (art. 7º, I)",
                    ],
                  ]
                : []),
              [
                "Prevenir spam, fraudes e abuso dos formulários",
                "IP, user agent, data e horário do envio",
                "Legítimo interesse (art. 7º, IX)",
              ],
              [
                "Prestar os serviços contratados, emitir notas e cobranças",
                "Dados cadastrais e de contato de clientes",
                "Execução de contrato e obrigação legal (art. 7º, V e II)",
              ],
              [
                "Cumprir obrigações legais e defender direitos em processos",
                "Dados necessários a cada caso",
                "Obrigação legal e exercício regular de direitos (art. 7º, II e VI)",
              ],
            ],
          },
        },
        "Não vendemos dados pessoais e não os usamos para decisões automatizadas que afetem os seus interesses.",
      ],
    },
    {
      id: "compartilhamento",
      title: "Compartilhamento de dados",
      blocks: [
        "Compartilhamos dados apenas quando necessário e com fornecedores que tratam as informações em nosso nome (operadores), sob obrigações de confidencialidade e segurança:",
        {
          list: [
            "Provedor de hospedagem, onde ficam o servidor do site e o banco de dados (SQLite ou PostgreSQL) com os contatos recebidos;",
            ...(destinations.chat
              ? [
                  "Serviço de chat interno da equipe, que recebe, por webhook, uma notificação com os dados de cada formulário enviado e a origem da visita, para que possamos responder rápido;",
                ]
              : []),
            ...(destinations.email
              ? [
                  "Provedor de e-mail da equipe, que recebe uma mensagem com os dados de cada formulário enviado e a origem da visita e, quando o seu contato é passado a outra pessoa da equipe, um aviso a essa pessoa com o tipo de formulário, o seu nome e a data do contato;",
                ]
              : []),
            ...(destinations.push
              ? [
                  "Serviços de notificação dos navegadores (Google, Apple, Mozilla ou Microsoft, conforme o aparelho de quem da equipe ligou os alertas), que entregam um aviso de que um contato chegou. O aviso leva só o tipo de formulário e o seu primeiro nome com a inicial do sobrenome (por exemplo, “Novo lead: Consultoria · Maria S.”), criptografado de forma que só o aparelho da equipe consegue lê-lo; nunca o e-mail, o telefone, a empresa ou a mensagem;",
                ]
              : []),
            "Autoridades públicas, quando houver obrigação legal ou ordem judicial.",
          ],
        },
        { subtitle: "Plataformas de anúncio, só com a sua autorização" },
        `Nos formulários de consultoria e de agendamento há uma caixa opcional, que vem desmarcada: “${adsConsentTexts[ADS_CONSENT_VERSION]}” Enviar o formulário não depende dela. Guardamos a sua resposta, a versão do texto e a data e a hora.`,
        ...(sharesWithAds
          ? [
              "Se você marcar a caixa, e só nesse caso, enviamos do nosso servidor, que é quem fala com essas empresas (o seu navegador nunca fala com elas por causa do formulário):",
              { list: adRecipients(destinations) },
              `${platforms.charAt(0).toUpperCase()}${platforms.slice(1)} ${destinations.meta && destinations.googleAds ? "usam" : "usa"} esses dados para saber quais anúncios trouxeram contatos e clientes e para melhorar a entrega dos nossos anúncios, como controladores desses dados nas próprias plataformas, conforme as políticas de privacidade delas. O hash transforma o e-mail, o telefone e o nome num código do qual eles não podem ser lidos de volta; a plataforma só consegue compará-lo com os dados que ela já tem das próprias contas.`,
            ]
          : [
              "Hoje não enviamos dados de contatos a nenhuma plataforma de anúncio, marcada ou não a caixa. Se passarmos a enviar, será só para quem a marcou, e esta política dirá a quem e o quê.",
            ]),
        [
          "Para retirar a autorização, fale com o nosso canal de privacidade: ",
          privacyChannel,
          ". A partir do pedido não enviamos mais nada sobre você; o que já foi enviado segue as políticas de privacidade de cada plataforma, a quem você também pode pedir a exclusão.",
        ],
        "Alguns serviços são acionados por você, diretamente do seu navegador, e seguem as políticas de privacidade de cada empresa:",
        {
          list: [
            "WhatsApp: ao clicar em um botão de WhatsApp ou ao enviar um formulário, abrimos uma conversa com uma mensagem pré-preenchida. A mensagem só é enviada se você tocar em enviar no aplicativo;",
            "ViaCEP e BrasilAPI: na ferramenta de consulta de CEP e DDD, o código digitado é enviado pelo seu navegador diretamente a esses serviços públicos, que recebem também o seu IP, como em qualquer acesso à internet;",
            "OpenStreetMap (serviço Overpass): na ferramenta “O que fazer perto de mim”, a cidade digitada ou, se você permitir o acesso à sua localização, a sua posição arredondada (a menos de 100 metros de onde você está) é enviada pelo seu navegador diretamente a esse serviço público, que recebe também o seu IP;",
            "Página de pagamento: os botões de compra do Fornecedor Nacional levam a uma plataforma de pagamento externa, que trata os dados do pedido conforme a política dela.",
          ],
        },
        "Alguns desses fornecedores podem armazenar dados fora do Brasil. Nesses casos, a transferência internacional segue o art. 33 da LGPD, com garantias contratuais de proteção equivalentes.",
      ],
    },
    {
      id: "retencao",
      title: "Retenção dos dados",
      blocks: [
        "Guardamos os dados apenas pelo tempo necessário para cada finalidade:",
        {
          list: [
            "Contatos recebidos pelos formulários (leads): até 2 anos após o último contato. Depois disso, são excluídos automaticamente do nosso banco de dados;",
            "Quando excluímos os dados de uma pessoa (a pedido dela ou pelo prazo acima), eles são apagados e sobrescritos nos arquivos do banco de dados na hora. Ficam só nas cópias de segurança do servidor e nos registros internos que o banco de dados usa para se recuperar de falhas, que são substituídos em até 30 dias, sem uso nesse período;",
            "Dados de clientes ativos: durante o contrato e por até 5 anos após o seu término, para cumprir obrigações legais e fiscais e defender direitos;",
            "Cookies: “primeiro_clique”, 90 dias a partir do clique no anúncio, ou até você enviar um formulário; “tema”, até 1 ano. O site não grava cookies de análise nem de publicidade (veja a seção 10);",
            "Cliques nos botões de WhatsApp que não viraram contato: 90 dias;",
            `Páginas de resultado das calculadoras e dos conversores, sem nenhum dado seu além dos valores do endereço: na memória do servidor até serem substituídas ou o servidor reiniciar, e numa CDN, se houver, por até ${RESULT_PAGE_SHARED_MINUTES} minutos (veja a seção 4);`,
            "Dados anonimizados, que não permitem identificar ninguém (por exemplo, o número de contatos por mês), podem ser mantidos por tempo indeterminado para estatísticas.",
          ],
        },
        "Você pode pedir a exclusão antes desses prazos, exceto quando a lei exigir a guarda.",
      ],
    },
    {
      id: "seguranca",
      title: "Segurança dos dados",
      blocks: [
        "Adotamos medidas técnicas e administrativas para proteger os dados contra acessos não autorizados, perda ou alteração, entre elas:",
        {
          list: [
            "Conexão criptografada (HTTPS) em todo o site;",
            "Política de segurança de conteúdo que impede a execução de scripts de terceiros nas páginas;",
            "Acesso ao banco de dados e às notificações restrito às pessoas da equipe que precisam dele;",
            "Limite de envios por endereço IP e proteção contra robôs nos formulários;",
            "Registros técnicos do servidor sem endereço IP, sem o conteúdo dos formulários e sem o que você digita nas ferramentas.",
          ],
        },
        [
          "Nenhum sistema é totalmente imune a incidentes. Se ocorrer um incidente que possa causar risco ou dano relevante, comunicaremos a você e à ",
          anpd,
          " nos termos da lei.",
        ],
      ],
    },
    {
      id: "direitos",
      title: "Seus direitos como titular",
      blocks: [
        "A LGPD (art. 18) garante a você, a qualquer momento e de forma gratuita, o direito de:",
        {
          list: [
            "Confirmar se tratamos dados seus e acessá-los;",
            "Corrigir dados incompletos, inexatos ou desatualizados;",
            "Pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desconformidade com a lei;",
            "Pedir a portabilidade dos dados a outro fornecedor;",
            "Pedir a eliminação dos dados tratados com base no seu consentimento e revogar esse consentimento;",
            "Saber com quem compartilhamos os seus dados;",
            "Ser informado sobre a possibilidade de não consentir e as consequências disso;",
            "Opor-se a um tratamento feito em desacordo com a lei.",
          ],
        },
        [
          "Para exercer os seus direitos, fale com o nosso canal de privacidade: ",
          privacyChannel,
          ". Podemos pedir uma confirmação de identidade para proteger os seus dados.",
        ],
        "Respondemos em até 15 dias. Em casos complexos, esse prazo pode ser prorrogado por mais 15 dias, com aviso e justificativa.",
        ["Se não ficar satisfeito com a nossa resposta, você também pode apresentar uma reclamação à ", anpd, "."],
      ],
    },
    {
      id: "cookies",
      title: "Política de cookies",
      blocks: [
        "Cookies são pequenos arquivos que os sites gravam no navegador. Este site não usa cookies de análise, de publicidade nem de redes sociais, e não carrega scripts de terceiros.",
        "Usamos dois cookies nossos, que nenhum script lê e que só o nosso servidor recebe, e o armazenamento do próprio navegador:",
        {
          list: [
            "Cookie “tema” (até 1 ano): a sua escolha entre tema claro ou escuro, enviada ao nosso servidor só para a página já abrir com as cores certas. Escolher “Sistema” apaga o cookie;",
            "Cookie “primeiro_clique” (90 dias): gravado só quando você chega ao site por um anúncio (o endereço traz gclid, gbraid, wbraid ou fbclid), com esse código de clique, a campanha, a página de entrada e o horário. Um anúncio clicado depois não o substitui. Serve apenas para que um formulário enviado ou uma conversa iniciada pelo WhatsApp do site nesses 90 dias seja atribuído a esse anúncio; não registra as páginas que você visita. É apagado quando você envia um formulário;",
            "Armazenamento da sessão (sessionStorage), “atribuicao”: a origem da visita (parâmetros de campanha, códigos de clique, site de origem, página de entrada e o horário da chegada), apagada quando você fecha a aba. Só chega ao nosso servidor se você enviar um formulário, junto com ele (veja as seções 3 e 5);",
            "Armazenamento local (localStorage), que nunca é enviado ao servidor: no Planejador de roteiro de viagem, o roteiro que você monta, para não se perder ao fechar a página; no Checklist de bagagem, os itens da sua lista e o que você já marcou.",
          ],
        },
        [
          "Você pode apagar esses dados a qualquer momento limpando os dados do site nas configurações do navegador. Para saber mais sobre cookies e como gerenciá-los, consulte o site ",
          cookiesInfo,
          ".",
        ],
      ],
    },
    {
      id: "links-terceiros",
      title: "Links para sites de terceiros",
      blocks: [
        "O site contém links para serviços de terceiros, como WhatsApp, Instagram, a plataforma de pagamento do Fornecedor Nacional e órgãos públicos. Ao acessá-los, você passa a estar sujeito às políticas de privacidade desses sites, pelas quais não respondemos. Recomendamos ler essas políticas antes de fornecer qualquer dado.",
      ],
    },
    {
      id: "alteracoes",
      title: "Alterações desta política",
      blocks: [
        "Podemos atualizar esta política para refletir mudanças no site, nos nossos serviços ou na legislação. A data da última atualização aparece no início da página. Quando a mudança for relevante, daremos destaque a ela no site e, se tivermos o seu contato e a mudança afetar um tratamento baseado no seu consentimento, avisaremos você.",
      ],
    },
    {
      id: "contato",
      title: "Contato",
      blocks: [
        ["Dúvidas, pedidos ou reclamações sobre privacidade e proteção de dados: ", privacyChannel, "."],
        ...(business.address
          ? [`Correspondência: ${business.legalName ?? site.brand}, ${fullAddress(business.address)}.`]
          : []),
      ],
    },
  ];
}
