/** The panel's lead alerts (Web Push) as the member reads about them, and where the service worker lives. */

/** The panel's service worker: served with Service-Worker-Allowed so its scope can be "/painel" itself. */
export const SERVICE_WORKER_URL = "/painel/sw.js";
export const SERVICE_WORKER_SCOPE = "/painel";

export const pushMessages = {
  turnedOn: "Alertas ligados neste aparelho. Você recebe um aviso a cada lead novo.",
  turnedOff: "Alertas desligados neste aparelho.",
  removed: "Aparelho removido: ele não recebe mais alertas.",
  notConfigured: "Os alertas no celular não estão configurados neste servidor (chaves VAPID).",
  badSubscription: "Este navegador não deu um endereço de alertas aceito. Tente de novo ou use outro navegador.",
  unknownDevice: "Aparelho não encontrado: talvez já tenha sido removido.",
  unknownIntent: "Pedido desconhecido.",
  needsScript:
    "Ligar os alertas precisa de JavaScript, que está desligado ou ainda não carregou neste navegador. A lista de aparelhos abaixo funciona sem ele.",
  unsupported:
    "Este navegador não aceita alertas de sites. No iPhone, adicione o painel à Tela de Início (Compartilhar → Adicionar à Tela de Início) e abra por lá.",
  blocked:
    "Os alertas estão bloqueados para este site nas configurações do navegador. Libere as notificações do painel e tente de novo.",
  failed: "Não foi possível ligar os alertas agora. Verifique a conexão e tente de novo.",
} as const;
