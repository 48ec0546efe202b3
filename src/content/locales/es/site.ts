import type { Translated } from '../types.ts';
import { site as englishSite } from '../../site.ts';

// Spanish site-wide copy, translated from src/content/site.ts (terms: docs/glossary/es.md). The site's name is a
// name and stays as it is.

export const site: Translated<typeof englishSite> = {
  name: englishSite.name,
  tagline: 'Ayuda gratis para cuidar a los gatos de las bodegas y tiendas de NYC',
  disclaimer:
    'Solo para informar — no es consejo veterinario. Siempre consulte a un veterinario con licencia sobre la salud de su gato. En una emergencia, llame ya a un hospital de animales 24/7.',
  educationalBanner: {
    title: 'Solo para informar',
    body: 'Esta guía da información general para ayudarle a tomar buenas decisiones. No es consejo veterinario ni legal. Para la salud de su gato, hable con un veterinario con licencia; para preguntas legales, hable con un profesional.',
  },
  notFound: {
    title: 'No encontramos esta página',
    body: 'La página que busca no existe o se movió.',
    homeLink: 'Volver al inicio',
  },
};
