/**
 * The phrase book of the travel phrase translator: six languages, five
 * categories, each phrase written as a traveller would say it to a stranger
 * (formal "vous", "Sie", "usted", "Lei"). Pure data, no React.
 */

export type LanguageCode = "pt" | "en" | "es" | "fr" | "it" | "de";

export interface Language {
  code: LanguageCode;
  /** Name shown in the selects, in pt-BR. */
  name: string;
}

export const languages: readonly Language[] = [
  { code: "pt", name: "Português" },
  { code: "en", name: "Inglês" },
  { code: "es", name: "Espanhol" },
  { code: "fr", name: "Francês" },
  { code: "it", name: "Italiano" },
  { code: "de", name: "Alemão" },
];

export type CategoryId = "saudacoes" | "direcoes" | "compras" | "restaurante" | "emergencias";

export interface Category {
  id: CategoryId;
  name: string;
}

export const categories: readonly Category[] = [
  { id: "saudacoes", name: "Saudações" },
  { id: "direcoes", name: "Direções" },
  { id: "compras", name: "Compras" },
  { id: "restaurante", name: "Restaurante" },
  { id: "emergencias", name: "Emergências" },
];

export type PhraseText = Record<LanguageCode, string>;

export interface Phrase {
  id: string;
  category: CategoryId;
  text: PhraseText;
}

/** The voice language the speech synthesizer is asked for (spec: pt-BR, en-US, otherwise the code). */
export function speechLang(code: LanguageCode): string {
  if (code === "pt") return "pt-BR";
  if (code === "en") return "en-US";
  return code;
}

export function languageName(code: LanguageCode): string {
  return languages.find((language) => language.code === code)?.name ?? code;
}

export function isLanguageCode(value: string): value is LanguageCode {
  return languages.some((language) => language.code === value);
}

export function isCategoryId(value: string): value is CategoryId {
  return categories.some((category) => category.id === value);
}

/**
 * French typography puts a non-breaking space before ! ? ; : so the mark never
 * wraps alone onto the next line. The data below is typed with plain spaces.
 */
function frenchSpacing(text: string): string {
  return text.replace(/ ([!?;:])/g, "\u00a0$1");
}

type Row = [id: string, pt: string, en: string, es: string, fr: string, it: string, de: string];

const rows: Record<CategoryId, Row[]> = {
  saudacoes: [
    ["bom-dia", "Bom dia!", "Good morning!", "¡Buenos días!", "Bonjour !", "Buongiorno!", "Guten Morgen!"],
    ["boa-noite", "Boa noite!", "Good evening!", "¡Buenas noches!", "Bonsoir !", "Buonasera!", "Guten Abend!"],
    ["por-favor", "Por favor.", "Please.", "Por favor.", "S'il vous plaît.", "Per favore.", "Bitte."],
    [
      "obrigado",
      "Muito obrigado!",
      "Thank you very much!",
      "¡Muchas gracias!",
      "Merci beaucoup !",
      "Grazie mille!",
      "Vielen Dank!",
    ],
    ["com-licenca", "Com licença.", "Excuse me.", "Disculpe.", "Excusez-moi.", "Mi scusi.", "Entschuldigung."],
    ["desculpe", "Desculpe.", "I'm sorry.", "Lo siento.", "Pardon.", "Mi dispiace.", "Es tut mir leid."],
    [
      "fala-portugues",
      "Você fala português?",
      "Do you speak Portuguese?",
      "¿Habla portugués?",
      "Parlez-vous portugais ?",
      "Parla portoghese?",
      "Sprechen Sie Portugiesisch?",
    ],
    [
      "fala-ingles",
      "Você fala inglês?",
      "Do you speak English?",
      "¿Habla inglés?",
      "Parlez-vous anglais ?",
      "Parla inglese?",
      "Sprechen Sie Englisch?",
    ],
    [
      "nao-entendo",
      "Não entendo.",
      "I don't understand.",
      "No entiendo.",
      "Je ne comprends pas.",
      "Non capisco.",
      "Ich verstehe nicht.",
    ],
    [
      "mais-devagar",
      "Pode falar mais devagar, por favor?",
      "Could you speak more slowly, please?",
      "¿Puede hablar más despacio, por favor?",
      "Pouvez-vous parler plus lentement, s'il vous plaît ?",
      "Può parlare più lentamente, per favore?",
      "Können Sie bitte langsamer sprechen?",
    ],
    ["tchau", "Tchau!", "Goodbye!", "¡Adiós!", "Au revoir !", "Arrivederci!", "Auf Wiedersehen!"],
  ],
  direcoes: [
    [
      "banheiro",
      "Onde fica o banheiro?",
      "Where is the restroom?",
      "¿Dónde está el baño?",
      "Où sont les toilettes ?",
      "Dov'è il bagno?",
      "Wo ist die Toilette?",
    ],
    [
      "metro",
      "Onde fica a estação de metrô?",
      "Where is the subway station?",
      "¿Dónde está la estación de metro?",
      "Où est la station de métro ?",
      "Dov'è la stazione della metropolitana?",
      "Wo ist die U-Bahn-Station?",
    ],
    [
      "ponto-onibus",
      "Onde fica o ponto de ônibus mais próximo?",
      "Where is the nearest bus stop?",
      "¿Dónde está la parada de autobús más cercana?",
      "Où est l'arrêt de bus le plus proche ?",
      "Dov'è la fermata dell'autobus più vicina?",
      "Wo ist die nächste Bushaltestelle?",
    ],
    [
      "endereco",
      "Como chego a este endereço?",
      "How do I get to this address?",
      "¿Cómo llego a esta dirección?",
      "Comment puis-je aller à cette adresse ?",
      "Come arrivo a questo indirizzo?",
      "Wie komme ich zu dieser Adresse?",
    ],
    [
      "longe",
      "É longe daqui?",
      "Is it far from here?",
      "¿Está lejos de aquí?",
      "C'est loin d'ici ?",
      "È lontano da qui?",
      "Ist es weit von hier?",
    ],
    [
      "a-pe",
      "Dá para ir a pé?",
      "Can I walk there?",
      "¿Se puede ir andando?",
      "Peut-on y aller à pied ?",
      "Ci si può andare a piedi?",
      "Kann man zu Fuß dorthin gehen?",
    ],
    [
      "direita-esquerda",
      "À direita ou à esquerda?",
      "Is it on the right or on the left?",
      "¿A la derecha o a la izquierda?",
      "À droite ou à gauche ?",
      "A destra o a sinistra?",
      "Rechts oder links?",
    ],
    [
      "mapa",
      "Pode me mostrar no mapa?",
      "Could you show me on the map?",
      "¿Me lo puede señalar en el mapa?",
      "Pouvez-vous me le montrer sur la carte ?",
      "Me lo può indicare sulla mappa?",
      "Können Sie es mir auf der Karte zeigen?",
    ],
    [
      "passagem",
      "Onde posso comprar a passagem?",
      "Where can I buy a ticket?",
      "¿Dónde puedo comprar el billete?",
      "Où puis-je acheter un billet ?",
      "Dove posso comprare il biglietto?",
      "Wo kann ich eine Fahrkarte kaufen?",
    ],
    [
      "proxima-parada",
      "Qual é a próxima parada?",
      "What is the next stop?",
      "¿Cuál es la próxima parada?",
      "Quel est le prochain arrêt ?",
      "Qual è la prossima fermata?",
      "Wie heißt die nächste Haltestelle?",
    ],
    [
      "taxi-centro",
      "Quanto custa um táxi até o centro?",
      "How much is a taxi to downtown?",
      "¿Cuánto cuesta un taxi al centro?",
      "Combien coûte un taxi jusqu'au centre-ville ?",
      "Quanto costa un taxi fino al centro?",
      "Was kostet ein Taxi ins Stadtzentrum?",
    ],
  ],
  compras: [
    [
      "quanto-custa",
      "Quanto custa?",
      "How much is it?",
      "¿Cuánto cuesta?",
      "Combien ça coûte ?",
      "Quanto costa?",
      "Wie viel kostet das?",
    ],
    [
      "cartao-credito",
      "Vocês aceitam cartão de crédito?",
      "Do you accept credit cards?",
      "¿Aceptan tarjeta de crédito?",
      "Acceptez-vous les cartes de crédit ?",
      "Accettate carte di credito?",
      "Nehmen Sie Kreditkarten?",
    ],
    [
      "experimentar",
      "Posso experimentar?",
      "Can I try it on?",
      "¿Me lo puedo probar?",
      "Puis-je l'essayer ?",
      "Posso provarlo?",
      "Kann ich das anprobieren?",
    ],
    [
      "tamanho-maior",
      "Tem um tamanho maior?",
      "Do you have it in a larger size?",
      "¿Lo tiene en una talla más grande?",
      "Avez-vous la taille au-dessus ?",
      "Ce l'ha in una taglia più grande?",
      "Haben Sie das eine Nummer größer?",
    ],
    [
      "tamanho-menor",
      "Tem um tamanho menor?",
      "Do you have it in a smaller size?",
      "¿Lo tiene en una talla más pequeña?",
      "Avez-vous la taille en dessous ?",
      "Ce l'ha in una taglia più piccola?",
      "Haben Sie das eine Nummer kleiner?",
    ],
    [
      "so-olhando",
      "Estou só olhando, obrigado.",
      "I'm just looking, thank you.",
      "Solo estoy mirando, gracias.",
      "Je regarde seulement, merci.",
      "Sto solo guardando, grazie.",
      "Ich schaue mich nur um, danke.",
    ],
    [
      "desconto",
      "Pode fazer um desconto?",
      "Could you give me a discount?",
      "¿Me puede hacer un descuento?",
      "Pouvez-vous me faire une réduction ?",
      "Mi può fare uno sconto?",
      "Können Sie mir einen Rabatt geben?",
    ],
    ["vou-levar", "Vou levar.", "I'll take it.", "Me lo llevo.", "Je le prends.", "Lo prendo.", "Ich nehme es."],
    [
      "recibo",
      "Pode me dar o recibo, por favor?",
      "Could I have a receipt, please?",
      "¿Me da el recibo, por favor?",
      "Puis-je avoir un reçu, s'il vous plaît ?",
      "Posso avere la ricevuta, per favore?",
      "Kann ich bitte eine Quittung haben?",
    ],
    [
      "caixa",
      "Onde fica o caixa?",
      "Where is the checkout?",
      "¿Dónde está la caja?",
      "Où est la caisse ?",
      "Dov'è la cassa?",
      "Wo ist die Kasse?",
    ],
    [
      "tax-free",
      "Posso pedir a restituição de impostos (tax free)?",
      "Can I get a tax refund?",
      "¿Puedo solicitar la devolución del IVA?",
      "Puis-je bénéficier de la détaxe ?",
      "Posso avere il rimborso dell'IVA?",
      "Kann ich die Mehrwertsteuer zurückbekommen?",
    ],
  ],
  restaurante: [
    [
      "mesa-dois",
      "Uma mesa para dois, por favor.",
      "A table for two, please.",
      "Una mesa para dos, por favor.",
      "Une table pour deux, s'il vous plaît.",
      "Un tavolo per due, per favore.",
      "Einen Tisch für zwei Personen, bitte.",
    ],
    [
      "cardapio",
      "Pode me trazer o cardápio, por favor?",
      "Could I see the menu, please?",
      "¿Me trae la carta, por favor?",
      "Pourrais-je avoir la carte, s'il vous plaît ?",
      "Posso avere il menù, per favore?",
      "Könnte ich bitte die Speisekarte haben?",
    ],
    [
      "recomenda",
      "O que você recomenda?",
      "What do you recommend?",
      "¿Qué me recomienda?",
      "Que me conseillez-vous ?",
      "Cosa mi consiglia?",
      "Was können Sie empfehlen?",
    ],
    [
      "vegetariano",
      "Vocês têm pratos vegetarianos?",
      "Do you have vegetarian dishes?",
      "¿Tienen platos vegetarianos?",
      "Avez-vous des plats végétariens ?",
      "Avete piatti vegetariani?",
      "Haben Sie vegetarische Gerichte?",
    ],
    [
      "alergia",
      "Tenho alergia a amendoim.",
      "I'm allergic to peanuts.",
      "Tengo alergia al cacahuete.",
      "Je suis allergique aux arachides.",
      "Ho un'allergia alle arachidi.",
      "Ich bin allergisch gegen Erdnüsse.",
    ],
    [
      "agua",
      "Uma água sem gás, por favor.",
      "A bottle of still water, please.",
      "Un agua sin gas, por favor.",
      "Une eau plate, s'il vous plaît.",
      "Un'acqua naturale, per favore.",
      "Ein stilles Wasser, bitte.",
    ],
    [
      "sem-gelo",
      "Sem gelo, por favor.",
      "No ice, please.",
      "Sin hielo, por favor.",
      "Sans glaçons, s'il vous plaît.",
      "Senza ghiaccio, per favore.",
      "Ohne Eis, bitte.",
    ],
    [
      "servico-incluido",
      "O serviço está incluído?",
      "Is the service charge included?",
      "¿El servicio está incluido?",
      "Le service est-il compris ?",
      "Il servizio è incluso?",
      "Ist die Bedienung inbegriffen?",
    ],
    [
      "conta",
      "A conta, por favor.",
      "The check, please.",
      "La cuenta, por favor.",
      "L'addition, s'il vous plaît.",
      "Il conto, per favore.",
      "Die Rechnung, bitte.",
    ],
    [
      "pagar-cartao",
      "Posso pagar com cartão?",
      "Can I pay by card?",
      "¿Puedo pagar con tarjeta?",
      "Puis-je payer par carte ?",
      "Posso pagare con la carta?",
      "Kann ich mit Karte zahlen?",
    ],
    [
      "delicioso",
      "Estava delicioso!",
      "It was delicious!",
      "¡Estaba delicioso!",
      "C'était délicieux !",
      "Era tutto buonissimo!",
      "Es hat sehr gut geschmeckt!",
    ],
  ],
  emergencias: [
    ["socorro", "Socorro!", "Help!", "¡Socorro!", "Au secours !", "Aiuto!", "Hilfe!"],
    [
      "emergencia",
      "É uma emergência!",
      "It's an emergency!",
      "¡Es una emergencia!",
      "C'est une urgence !",
      "È un'emergenza!",
      "Es ist ein Notfall!",
    ],
    [
      "ambulancia",
      "Chame uma ambulância!",
      "Call an ambulance!",
      "¡Llame a una ambulancia!",
      "Appelez une ambulance !",
      "Chiami un'ambulanza!",
      "Rufen Sie einen Krankenwagen!",
    ],
    [
      "policia",
      "Chame a polícia!",
      "Call the police!",
      "¡Llame a la policía!",
      "Appelez la police !",
      "Chiami la polizia!",
      "Rufen Sie die Polizei!",
    ],
    [
      "medico",
      "Preciso de um médico.",
      "I need a doctor.",
      "Necesito un médico.",
      "J'ai besoin d'un médecin.",
      "Ho bisogno di un medico.",
      "Ich brauche einen Arzt.",
    ],
    [
      "passando-mal",
      "Não estou me sentindo bem.",
      "I don't feel well.",
      "No me encuentro bien.",
      "Je ne me sens pas bien.",
      "Non mi sento bene.",
      "Mir geht es nicht gut.",
    ],
    [
      "hospital",
      "Onde fica o hospital mais próximo?",
      "Where is the nearest hospital?",
      "¿Dónde está el hospital más cercano?",
      "Où est l'hôpital le plus proche ?",
      "Dov'è l'ospedale più vicino?",
      "Wo ist das nächste Krankenhaus?",
    ],
    [
      "farmacia",
      "Onde fica a farmácia mais próxima?",
      "Where is the nearest pharmacy?",
      "¿Dónde está la farmacia más cercana?",
      "Où est la pharmacie la plus proche ?",
      "Dov'è la farmacia più vicina?",
      "Wo ist die nächste Apotheke?",
    ],
    [
      "carteira-roubada",
      "Roubaram a minha carteira.",
      "My wallet was stolen.",
      "Me han robado la cartera.",
      "On m'a volé mon portefeuille.",
      "Mi hanno rubato il portafoglio.",
      "Meine Geldbörse wurde gestohlen.",
    ],
    [
      "passaporte",
      "Perdi o meu passaporte.",
      "I lost my passport.",
      "He perdido mi pasaporte.",
      "J'ai perdu mon passeport.",
      "Ho perso il passaporto.",
      "Ich habe meinen Reisepass verloren.",
    ],
    [
      "consulado",
      "Preciso entrar em contato com o consulado do Brasil.",
      "I need to contact the Brazilian consulate.",
      "Necesito contactar con el consulado de Brasil.",
      "Je dois contacter le consulat du Brésil.",
      "Devo contattare il consolato del Brasile.",
      "Ich muss mich an das brasilianische Konsulat wenden.",
    ],
  ],
};

export const phrases: readonly Phrase[] = categories.flatMap((category) =>
  rows[category.id].map(([id, pt, en, es, fr, it, de]) => ({
    id,
    category: category.id,
    text: { pt, en, es, fr: frenchSpacing(fr), it, de },
  })),
);

export function phrasesIn(category: CategoryId): Phrase[] {
  return phrases.filter((phrase) => phrase.category === category);
}
