// The emergency red flags the assistant reads in Arabic (src/core/triage/world.ts), keyed by flag id: what
// the answer calls each one and the title of its section on the Arabic emergency pages.
import type { FlagText } from '../../../core/reply-copy.ts';

export const redFlagsAr: Readonly<Record<string, FlagText>> = {
  poisoning: {
    label: 'قد يكون تسمماً',
    guide: 'التسمم',
  },
  'urinary-blockage': {
    label: 'قط يحاول التبول ولا يخرج شيء قد يكون عنده انسداد',
    guide: 'انسداد البول',
  },
  breathing: {
    label: 'صعوبة في التنفس',
    guide: 'صعوبة التنفس',
  },
  'heat-stroke': {
    label: 'ضربة حر',
    guide: 'إسعاف ضربة الحر',
  },
  seizure: {
    label: 'نوبة تشنج',
    guide: 'النوبات والتشنجات',
  },
  trauma: {
    label: 'إصابة من سيارة أو حيوان أو ضربة',
    guide: 'الإصابات والسقوط',
  },
  crush: {
    label: 'إصابة بالضغط أو الانحشار',
    guide: 'الإصابات والسقوط',
  },
  fall: {
    label: 'سقوط من مكان عالٍ',
    guide: 'الإصابات والسقوط',
  },
  'vomiting-blood': {
    label: 'قيء متكرر أو دم في القيء أو البراز',
    guide: 'مستشفيات الطوارئ المفتوحة 24/7',
  },
  bleeding: {
    label: 'نزيف',
    guide: 'النزيف الشديد',
  },
  'difficult-birth': {
    label: 'ولادة متعسرة',
    guide: 'مستشفيات الطوارئ المفتوحة 24/7',
  },
  string: {
    label: 'بلع خيطاً أو شريطاً',
    guide: 'مستشفيات الطوارئ المفتوحة 24/7',
  },
  electrical: {
    label: 'صعقة كهربائية أو حرق',
    guide: 'إسعاف الحروق',
  },
  'hind-legs': {
    label: 'ضعف مفاجئ في الرجلين الخلفيتين',
    guide: 'مستشفيات الطوارئ المفتوحة 24/7',
  },
  'eye-injury': {
    label: 'إصابة في العين',
    guide: 'الإسعافات الأولية',
  },
  allergic: {
    label: 'انتفاخ الوجه أو حساسية',
    guide: 'الإسعافات الأولية',
  },
  'swollen-belly': {
    label: 'بطن منتفخ وقاسٍ',
    guide: 'مستشفيات الطوارئ المفتوحة 24/7',
  },
  jaundice: {
    label: 'لثة أو جلد أو عيون صفراء',
    guide: 'مستشفيات الطوارئ المفتوحة 24/7',
  },
  hypothermia: {
    label: 'برد شديد أو تجمد',
    guide: 'الإسعافات الأولية',
  },
  'fading-kitten': {
    label: 'قطة صغيرة باردة أو ضعيفة',
    guide: 'مستشفيات الطوارئ المفتوحة 24/7',
  },
  'not-eating': {
    label: 'لا يأكل منذ يوم أو أكثر',
    guide: 'مستشفيات الطوارئ المفتوحة 24/7',
  },
  collapse: {
    label: 'انهيار أو فقدان الوعي',
    guide: 'مستشفيات الطوارئ المفتوحة 24/7',
  },
};
