import type { PhraseTexts } from "./phrases";

/** The phrase book in French, in the order of PHRASE_IDS. */
const texts: PhraseTexts = {
  // Saudações
  "bom-dia": "Bonjour !",
  "boa-noite": "Bonsoir !",
  "por-favor": "S'il vous plaît.",
  obrigado: "Merci beaucoup !",
  "com-licenca": "Excusez-moi.",
  desculpe: "Pardon.",
  "fala-portugues": "Parlez-vous portugais ?",
  "fala-ingles": "Parlez-vous anglais ?",
  "nao-entendo": "Je ne comprends pas.",
  "mais-devagar": "Pouvez-vous parler plus lentement, s'il vous plaît ?",
  tchau: "Au revoir !",
  // Direções
  banheiro: "Où sont les toilettes ?",
  metro: "Où est la station de métro ?",
  "ponto-onibus": "Où est l'arrêt de bus le plus proche ?",
  endereco: "Comment puis-je aller à cette adresse ?",
  longe: "C'est loin d'ici ?",
  "a-pe": "Peut-on y aller à pied ?",
  "direita-esquerda": "À droite ou à gauche ?",
  mapa: "Pouvez-vous me le montrer sur la carte ?",
  passagem: "Où puis-je acheter un billet ?",
  "proxima-parada": "Quel est le prochain arrêt ?",
  "taxi-centro": "Combien coûte un taxi jusqu'au centre-ville ?",
  // Compras
  "quanto-custa": "Combien ça coûte ?",
  "cartao-credito": "Acceptez-vous les cartes de crédit ?",
  experimentar: "Puis-je l'essayer ?",
  "tamanho-maior": "Avez-vous la taille au-dessus ?",
  "tamanho-menor": "Avez-vous la taille en dessous ?",
  "so-olhando": "Je regarde seulement, merci.",
  desconto: "Pouvez-vous me faire une réduction ?",
  "vou-levar": "Je le prends.",
  recibo: "Puis-je avoir un reçu, s'il vous plaît ?",
  caixa: "Où est la caisse ?",
  "tax-free": "Puis-je bénéficier de la détaxe ?",
  // Restaurante
  "mesa-dois": "Une table pour deux, s'il vous plaît.",
  cardapio: "Pourrais-je avoir la carte, s'il vous plaît ?",
  recomenda: "Que me conseillez-vous ?",
  vegetariano: "Avez-vous des plats végétariens ?",
  alergia: "Je suis allergique aux arachides.",
  agua: "Une eau plate, s'il vous plaît.",
  "sem-gelo": "Sans glaçons, s'il vous plaît.",
  "servico-incluido": "Le service est-il compris ?",
  conta: "L'addition, s'il vous plaît.",
  "pagar-cartao": "Puis-je payer par carte ?",
  delicioso: "C'était délicieux !",
  // Emergências
  socorro: "Au secours !",
  emergencia: "C'est une urgence !",
  ambulancia: "Appelez une ambulance !",
  policia: "Appelez la police !",
  medico: "J'ai besoin d'un médecin.",
  "passando-mal": "Je ne me sens pas bien.",
  hospital: "Où est l'hôpital le plus proche ?",
  farmacia: "Où est la pharmacie la plus proche ?",
  "carteira-roubada": "On m'a volé mon portefeuille.",
  passaporte: "J'ai perdu mon passeport.",
  consulado: "Je dois contacter le consulat du Brésil.",
};

/**
 * French typography puts a non-breaking space before ! ? ; : so the mark never
 * wraps alone onto the next line. The texts above are typed with plain spaces.
 */
function frenchSpacing(book: PhraseTexts): PhraseTexts {
  return Object.fromEntries(
    Object.entries(book).map(([id, text]) => [id, text.replace(/ ([!?;:])/g, "\u00a0$1")]),
  ) as PhraseTexts;
}

export default frenchSpacing(texts);
