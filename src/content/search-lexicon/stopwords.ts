// Words that say nothing about which guide is wanted ("my cat won't eat" -> "won't eat"), English then Spanish.
import type { SearchLexiconPart } from './part.ts';

export const stopwords: SearchLexiconPart = {
  stopwords: [
    'a', 'an', 'the', 'my', 'our', 'your', 'his', 'her', 'its', 'it', 'is', 'are', 'was', 'be', 'i', 'me', 'we', 'to',
    'of', 'in', 'on', 'at', 'for', 'and', 'or', 'with', 'what', 'how', 'do', 'does', 'did', 'can', 'should', 'cat',
    'cats', 'kitty', 'this', 'that', 'there', 'near', 'from', 'has', 'have', 'he', 'she', 'they', 'help', 'please',
    'need', 'get', 'some', 'any', 'about', 'if', 'so', 'just', 'bodega', 'store', 'shop', 'nyc', 'new', 'york', 'him',
    'them', 'their', 'am', 'im', 'been', 'when', 'each', 'where', 'why', 'which', 'who', 'would', 'could', 'will',
    'know', 'want', 'tell', 'really', 'very', 'also', 'still', 'like', 'here', 'go', 'going', 'one', 'lot', 'then',
    'than', 'too', 'by', 'as', 'keep', 'got', 'tabby',
    // "Pet" is the animal (like "cat") or stroking it ("bites when I pet him"), never what a guide is about.
    'pet', 'pets', 'guy', 'girl', 'boy', 'owner', 'owners', 'deli', 'corner', 'city', 'anyone', 'someone', 'thing',
    'things', 'something', 'way', 'ok', 'okay', 'hey', 'hi', 'hello', 'thanks', 'thank', 'you', 'us', 'all', 'more',
    'much', 'many', 'best', 'good', 'right', 'now', 'today', 'gets', 'guess',
    // Spanish. "No" too: a query's negation is not modelled, and in "no me reconoce" it only matched filler.
    'no', 'mi', 'mis', 'el', 'la', 'los', 'las', 'de', 'del', 'que', 'en', 'un', 'una', 'para', 'por', 'con', 'es',
    'y', 'gato', 'gata', 'gatos', 'gatito', 'como', 'donde', 'se', 'le', 'lo', 'su', 'hay', 'necesito', 'ayuda',
    'puedo', 'tengo', 'esta', 'al', 'muy', 'bodeguero', 'tienda', 'hacer', 'hago', 'debo', 'si', 'cuando',
    // The Spanish for English stopwords ("now", "today", "here", "more", "best", "thanks", …).
    'ahora', 'ahorita', 'hoy', 'aqui', 'tambien', 'todavia', 'mas', 'mucho', 'mucha', 'muchos', 'muchas', 'algo',
    'alguien', 'cosa', 'cosas', 'mejor', 'bueno', 'buena', 'gracias', 'hola', 'puede', 'pueden', 'quiere', 'quiero',
    'quieren', 'tiene', 'tienen', 'tener', 'hace', 'eso', 'esto', 'ese', 'esa', 'algun', 'alguna', 'alguno', 'ya',
  ],
};
