import type { Translated } from '../types.ts';
import { site as englishSite } from '../../site.ts';

// Spanish site-wide copy, translated from src/content/site.ts (terms: docs/glossary/es.md). The site's name is a
// name and stays as it is.

export const site: Translated<typeof englishSite> = {
  name: englishSite.name,
  tagline: 'Ayuda gratis para cuidar a los gatos de las bodegas y tiendas de NYC',
  educationalBanner: {
    title: 'Solo para informar',
    body: 'Esta guía da información general para ayudarle a tomar buenas decisiones. No es consejo veterinario ni legal. Para la salud de su gato, hable con un veterinario con licencia; para preguntas legales, hable con un profesional.',
  },
};
