import type { Translated } from '../types.ts';
import {
  contactWording as englishContactWording,
  financialSections as englishFinancialSections,
  type FinancialSectionId,
  type ResourceContact,
} from '../../financial-help.ts';
import { listingWording } from '../../resources.ts';

// Spanish wording for the sections of /es/financial-assistance, from src/content/financial-help.ts. The entries
// are the sourced records themselves (docs/data-rules.md); only our section titles and introductions, and the
// words we put in where a record says nothing, are translated.

export const contactWording: Translated<typeof englishContactWording> = {
  noSummary: 'Ayuda para dueños de mascotas',
  whoUnknown: 'No lo dicen — pregunte cuando llame',
};

const FEE_UNKNOWN = 'Llame para preguntar';

const sectionWords: Record<FinancialSectionId, { title: string; intro: string }> = {
  'help-paying': {
    title: 'Ayuda para pagar una cuenta del veterinario ya',
    intro:
      'Planes de pago, crédito y los fondos propios de los hospitales: pregunte en la recepción antes de que empiece el tratamiento.',
  },
  'low-cost-clinics': {
    title: 'Clínicas gratis y de bajo costo',
    intro:
      'Atención veterinaria con precio rebajado en la ciudad. La mayoría piden ingresos bajos o vivir en cierta zona — lleve las pruebas la primera vez.',
  },
  'emergency-funds': {
    title: 'Fondos para emergencias',
    intro:
      'Ayudas de caridad para un tratamiento. La mayoría son nacionales, le pagan directo al veterinario y tardan días en decidir — pida temprano y pídale ayuda al hospital.',
  },
  food: { title: 'Despensas de comida', intro: 'Programas de comida de gato gratis.' },
  'community-cats': {
    title: 'Ayuda para los gatos de la calle',
    intro:
      'Cursos, trampas prestadas, ayuda con la esterilización y consejos para quienes cuidan gatos de la calle y de tiendas.',
  },
  'fostering-crisis': {
    title: 'Hogares temporales y ayuda en una crisis',
    intro:
      'Ayuda para quedarse con su gato durante una enfermedad, una estadía en el hospital, un desalojo u otra crisis — y ser hogar temporal si puede recibir gatos.',
  },
  'domestic-violence': {
    title: 'Ayuda por violencia doméstica',
    intro:
      'Refugios y ayudas que dejan que las víctimas salgan con sus mascotas. ¿Está en peligro ahora? Llame al 911.',
  },
};

/** Our fallback words in Spanish; the record's own words stay as sourced. */
function entryInSpanish(entry: ResourceContact): Translated<ResourceContact> {
  return {
    ...entry,
    summary: entry.summary === englishContactWording.noSummary ? contactWording.noSummary : entry.summary,
    fee: entry.fee === listingWording.feeUnknown && !entry.resource.costNotes ? FEE_UNKNOWN : entry.fee,
    whoQualifies:
      entry.whoQualifies === englishContactWording.whoUnknown && !entry.resource.eligibility
        ? contactWording.whoUnknown
        : entry.whoQualifies,
  };
}

export const financialSections: Translated<typeof englishFinancialSections> = englishFinancialSections.map(
  (section) => ({ ...section, ...sectionWords[section.id], entries: section.entries.map(entryInSpanish) }),
);
