import type { homePage as englishHomePage } from '../../pages/home.ts';
import { countForm } from '../fill.ts';
import type { Translated } from '../types.ts';

// Arabic home page (src/content/pages/home.ts); words as in docs/glossary/ar.md.

export const homePage: Translated<typeof englishHomePage> = {
  title: 'مساعدة مجانية لقطط البقالات في نيويورك',
  emergencyHeading: 'قطتك في خطر الآن؟ اضغط على ما يحدث:',
  emergencyCards: [
    { anchor: 'breathing', label: 'لا تستطيع التنفس', icon: 'wind' },
    { anchor: 'bleeding', label: 'نزيف', icon: 'bandage' },
    { anchor: 'poisoning', label: 'تسمم', icon: 'flask' },
    { anchor: 'urinary', label: 'قط ذكر لا يستطيع التبول', icon: 'droplet' },
    { anchor: 'seizure', label: 'نوبة تشنج', icon: 'bolt' },
    { anchor: 'injury', label: 'صدمتها سيارة أو سقطت', icon: 'car' },
  ],
  lead: 'مساعدة بكلام بسيط لأصحاب المحلات ومن يرعون القطط: خطوات الطوارئ، أطباء بيطريون 24/7 وبتكلفة منخفضة، التكاليف والرعاية اليومية. للتوعية فقط — ليست نصيحة طبية بيطرية.',
  categories: [
    {
      route: 'emergency',
      title: 'رعاية الطوارئ',
      body: 'أول الخطوات عند صعوبة التنفس والنزيف والتسمم وغيرها، ومستشفيات الحيوانات المفتوحة 24/7.',
      tone: 'emergency',
    },
    {
      route: 'findHelp',
      title: 'ابحث عن مساعدة',
      body: 'أطباء بيطريون بتكلفة منخفضة، مساعدة مالية، تعقيم وإخصاء، جمعيات إنقاذ وإيجاد بيت جديد للقطة في الأحياء الخمسة.',
      tone: 'brand',
    },
    {
      route: 'dailyCare',
      title: 'الرعاية اليومية',
      body: 'الأكل، صندوق الرمل، التنظيف، التطعيمات، وعلامات أن قطتك مريضة.',
      tone: 'brand',
    },
  ],
  categoriesHeading: 'ماذا تحتاج؟',
  factsHeading: 'معلومات مفيدة',
  facts: {
    // Arabic counts agree with the number: a singular after 1, a dual for 2 (without the digit, as written), the
    // plural after 3–10, the accusative singular after 11–99, the genitive singular after 100 and for 0.
    vetsListed: (count: number) =>
      countForm('ar', count, {
        one: 'طبيب بيطري واحد في نيويورك في القائمة',
        two: 'طبيبان بيطريان في نيويورك في القائمة',
        few: `${count} أطباء بيطريين في نيويورك في القائمة`,
        many: `${count} طبيبًا بيطريًا في نيويورك في القائمة`,
        other: `${count} طبيب بيطري في نيويورك في القائمة`,
      }),
    vetsNote: 'مستشفيات طوارئ وعيادات في الأحياء الخمسة، ومع كل واحدة تاريخ آخر تأكيد لمعلوماتها.',
    checkup: '$75-200',
    checkupLabel: 'التكلفة المعتادة للفحص',
    checkupNote: 'أسعار نيويورك المعتادة في يناير 2025 — اسأل العيادة عن سعرها.',
    freeLabel: 'مجاني',
    freeNote: 'هذا الموقع مجاني: بلا تسجيل وبلا حساب.',
  },
  healthCheck: {
    title: 'فحص صحي سريع',
    intro: 'انظر إلى قطتك دقيقة واحدة كل يوم. أي تغيّر يكون غالبًا أول علامة على مشكلة.',
    goodTitle: 'علامات جيدة',
    good: [
      'تأكل وتشرب بشكل عادي',
      'تتبول وتتبرز في صندوق الرمل كل يوم',
      'عيون صافية ولامعة وأنف نظيف',
      'لثة وردية',
      'تنفس هادئ وسهل والفم مغلق',
      'تنظف نفسها وتتحرك بشكل عادي',
    ],
    warningTitle: 'علامات خطر — اتصل بالطبيب البيطري',
    warning: [
      'لا تأكل منذ يوم، أو تختبئ',
      'قيء أو إسهال أكثر من مرة، أو فيه دم',
      'تضغط وتجهد في صندوق الرمل (إذا كان قطًا ذكرًا: اذهب الآن)',
      'تتنفس والفم مفتوح، أو لثة شاحبة أو زرقاء (اذهب الآن)',
      'عرج، أو جرح، أو تورم',
      'فقدان الوزن، أو تشرب ماء أكثر بكثير من المعتاد',
    ],
    moreLink: 'علامات أخرى على أن قطتك مريضة',
  },
};
