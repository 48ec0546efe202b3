// Words that say nothing about which guide is wanted ("my cat won't eat" -> "won't eat"): the Spanish.
import type { SearchLexiconPart } from '../group-names.ts';

export const stopwordsEs: SearchLexiconPart = {
  stopwords: [
    // "No" too: a query's negation is not modelled, and in "no me reconoce" it only matched filler.
    'no', 'mi', 'mis', 'el', 'la', 'los', 'las', 'de', 'del', 'que', 'en', 'un', 'una', 'para', 'por', 'con', 'es',
    'y', 'gato', 'gata', 'gatos', 'gatito', 'como', 'donde', 'se', 'le', 'lo', 'su', 'hay', 'necesito', 'ayuda',
    'puedo', 'tengo', 'esta', 'al', 'muy', 'bodeguero', 'tienda', 'hacer', 'hago', 'debo', 'si', 'cuando',
    // The Spanish for English stopwords ("now", "today", "here", "more", "best", "thanks", …).
    'ahora', 'ahorita', 'hoy', 'aqui', 'tambien', 'todavia', 'mas', 'mucho', 'mucha', 'muchos', 'muchas', 'algo',
    'alguien', 'cosa', 'cosas', 'mejor', 'bueno', 'buena', 'gracias', 'hola', 'puede', 'pueden', 'quiere', 'quiero',
    'quieren', 'tiene', 'tienen', 'tener', 'hace', 'eso', 'esto', 'ese', 'esa', 'algun', 'alguna', 'alguno', 'ya',
  ],
};
