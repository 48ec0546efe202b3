// Arabic copy for the checker (/ar/check): the same names and shape as src/content/pages/check.ts, written in plain
// words a shop owner uses, with the words of docs/glossary/ar.md; red-flag ids, icons and paths stay as they are
// (src/content/locales/types.ts). The outcome pages' red-flag steps come from the triage data, not from here.
import type { Translated } from '../types.ts';
import type { checkPage as English } from '../../pages/check.ts';

export const checkPage: Translated<typeof English> = {
  title: 'هل هي حالة طارئة؟',
  lead: 'سؤال واحد في كل مرة. اضغط على أول جواب ينطبق على قطتك. لا نحفظ ولا نرسل أي شيء تضغط عليه.',
  progress: 'السؤال {n} من {total}',
  back: 'رجوع',
  startAgain: 'ابدأ من جديد',
  steps: [
    {
      id: 'now',
      question: 'هل يحدث لقطتك أي شيء من هذا الآن؟',
      hint: 'إذا لم تكن متأكدًا، اضغط على الأقرب: الذهاب إلى الطبيب البيطري أسلم.',
      options: [
        { flag: 'breathing', icon: 'wind', text: 'تتنفس بصعوبة، أو تتنفس والفم مفتوح، أو تختنق' },
        { flag: 'collapse', icon: 'emergency', text: 'انهارت، أو لا تستطيع الوقوف، أو يصعب إيقاظها' },
        {
          flag: 'seizure',
          icon: 'bolt',
          text: 'نوبة تشنج: ترتجف أو تنتفض ولا تعرفك، الآن أو منذ أقل من يوم',
        },
        { flag: 'bleeding', icon: 'bandage', text: 'نزيف لا يتوقف عندما تضغط عليه' },
        { flag: 'hind-legs', icon: 'heart', text: 'تجر رجليها الخلفيتين فجأة وتصرخ من الألم' },
      ],
      none: 'لا، لا شيء من هذا',
    },
    {
      id: 'happened',
      question: 'هل حدث أي شيء من هذا؟',
      hint: 'حتى لو بدت قطتك بخير الآن.',
      options: [
        {
          flag: 'poisoning',
          icon: 'flask',
          text: 'أكلت أو لحست أو مضغت زهرة زنبق، أو دواءً، أو سمًّا، أو مادة كيميائية',
        },
        { flag: 'trauma', icon: 'car', text: 'صدمتها سيارة أو دراجة، أو هاجمها كلب، أو ركلها أحد' },
        { flag: 'fall', text: 'سقطت من مكان عالٍ: رف، أو شباك، أو سلّم الحريق الخارجي' },
        { flag: 'crush', text: 'انحشرت أو انضغطت: في باب، أو تحت باب المحل الحديدي، أو تحت شيء ثقيل' },
        { flag: 'string', text: 'بلعت خيطًا، أو خيط خياطة، أو شريطًا، أو زينة لامعة' },
        { flag: 'electrical', text: 'عضّت سلك كهرباء، أو أصابتها صعقة، أو احترقت' },
        { flag: 'heat-stroke', icon: 'sun', text: 'أصابها حر شديد: تلهث أو تترنح في مكان حار' },
        { flag: 'hypothermia', text: 'بقيت محبوسة أو في الخارج في البرد، وجسمها بارد' },
      ],
      none: 'لا، لا شيء من هذا',
    },
    {
      id: 'pee-birth-kitten',
      question: 'هل المشكلة في التبول، أو في ولادة، أو في قطة صغيرة؟',
      options: [
        { flag: 'urinary-blockage', icon: 'droplet', text: 'تجهد في صندوق الرمل، ويخرج بول قليل أو لا يخرج شيء' },
        { flag: 'no-urine', text: 'قط ذكر لم يتبول منذ 12 ساعة أو أكثر' },
        { flag: 'difficult-birth', text: 'تلد: تدفع منذ ساعة ولم يخرج أي مولود، أو مولود عالق' },
        { flag: 'fading-kitten', text: 'قطة صغيرة جدًا باردة، أو جسمها مرتخٍ، أو لا ترضع' },
      ],
      none: 'لا، لا شيء من هذا',
    },
    {
      id: 'signs',
      question: 'هل ترى أي شيء من هذا؟',
      options: [
        { flag: 'vomiting-blood', text: 'تتقيأ مرة بعد مرة، أو في القيء أو البراز دم' },
        { flag: 'not-eating', text: 'لم تأكل شيئًا منذ يوم أو أكثر' },
        { flag: 'eye-injury', text: 'عين مصابة: مغمضة بعد خربشة، أو يسيل منها شيء، أو فيها شيء عالق' },
        { flag: 'allergic', text: 'تورم في الوجه أو الشفتين أو الحلق' },
        { flag: 'jaundice', text: 'لون اللثة أو الجلد أو بياض العينين أصفر' },
        { flag: 'swollen-belly', text: 'بطن منتفخ وقاسٍ' },
      ],
      none: 'لا، لا شيء من هذا',
    },
    {
      id: 'eating-litter',
      question: 'هل المشكلة في الأكل، أو القيء، أو صندوق الرمل؟',
      options: [
        { flag: 'vomiting', text: 'تقيأت أكثر من مرة', worseIf: ['vomiting-blood', 'not-eating'] },
        {
          flag: 'eating-less',
          text: 'تأكل أقل من العادة، أو لا تأكل إلا قليلًا',
          worseIf: ['not-eating', 'collapse'],
        },
        {
          flag: 'peeing-less',
          text: 'تتبول أقل، أو خارج صندوق الرمل، أو البول وردي أو فيه دم',
          worseIf: ['urinary-blockage', 'no-urine'],
        },
        { flag: 'diarrhea', text: 'إسهال (براز سائل)', worseIf: ['vomiting-blood', 'collapse'] },
        {
          flag: 'constipation',
          text: 'لم تتبرز منذ يومين، أو تجهد لتتبرز',
          worseIf: ['urinary-blockage', 'vomiting-blood'],
        },
      ],
      none: 'لا، لا شيء من هذا',
    },
    {
      id: 'other-signs',
      question: 'هل المشكلة واحدة من هذه؟',
      options: [
        { flag: 'limping', text: 'تعرج، أو لا تضع إحدى رجليها على الأرض', worseIf: ['hind-legs', 'trauma'] },
        {
          flag: 'wound',
          text: 'عضة، أو جرح توقف نزيفه، أو كتلة، أو خُرّاج (انتفاخ فيه صديد)',
          worseIf: ['bleeding'],
        },
        {
          flag: 'breathing-fast',
          text: 'تتنفس أسرع من العادة وهي مرتاحة، والفم مغلق',
          worseIf: ['breathing'],
        },
        { flag: 'eye-problem', text: 'عين ملتهبة، أو نصف مغمضة، أو تدمع', worseIf: ['eye-injury'] },
        { flag: 'incision', text: 'جرح العملية أحمر، أو منتفخ، أو رطب', worseIf: ['bleeding'] },
        {
          flag: 'unwell',
          text: 'ليست على طبيعتها: تختبئ، أو تتألم عندما تلمسها، أو تشرب كثيرًا، أو نحفت، أو تسعل، أو أذناها تؤلمانها',
          worseIf: ['not-eating', 'breathing', 'collapse'],
        },
      ],
      none: 'لا، لا شيء من هذا',
    },
    {
      id: 'at-home',
      question: 'قطتك تأكل وتتبول وتتحرك كالعادة؟ إذن ما المشكلة؟',
      options: [
        {
          topic: 'hairball',
          text: 'كرة شعر، أو تقيأت مرة واحدة ورجعت طبيعية',
          guide: { title: 'النظافة وكرات الشعر', path: '/grooming' },
        },
        {
          topic: 'sneezing',
          text: 'تعطس من وقت لآخر، وما زالت تأكل وتلعب',
          guide: { title: 'علامات أن قطتك مريضة', path: '/daily-care#sick-signs' },
        },
        {
          topic: 'poop',
          text: 'براز لين مرة واحدة، وطبيعي بعدها',
          guide: { title: 'ماذا يقول لك صندوق الرمل', path: '/daily-care#litter' },
        },
        {
          topic: 'coat',
          text: 'براغيث، أو حكة، أو شعر متلبّد، أو أظافر',
          guide: { title: 'العناية بالنظافة', path: '/grooming' },
        },
        {
          topic: 'behaviour',
          text: 'السلوك: خربشة، أو نفخ وفحيح، أو قطة جديدة، أو توتر',
          guide: { title: 'السلوك والراحة', path: '/behavioral-wellness' },
        },
        {
          topic: 'checkup',
          text: 'الأكل، أو الوزن، أو التطعيمات، أو فحص دوري',
          guide: { title: 'التطعيمات والفحوص', path: '/preventive-health' },
        },
        {
          topic: 'other',
          text: 'شيء آخر',
          guide: { title: 'علامات أن قطتك مريضة', path: '/daily-care#sick-signs' },
        },
      ],
    },
  ],
  goNow: {
    heading: 'اذهب الآن إلى مستشفى حيوانات مفتوح 24/7',
    because: 'قلت لنا:',
    callTitle: 'اتصل وأنت في الطريق',
    boroughQuestion: 'في أي حي أنت؟',
    onTheWay: 'في الطريق',
    dont: 'لا تفعل',
    dontGeneral: ['لا تنتظر لترى إن كانت ستتحسن.', 'لا تعطها أي دواء أو أكل أو ماء إلا إذا قال لك الطبيب البيطري.'],
    guide: 'اقرأ كل الخطوات:',
  },
  vet24h: {
    heading: 'اعرض قطتك على طبيب بيطري خلال 24 ساعة',
    because: 'قلت لنا:',
    now: 'ماذا تفعل الآن',
    worseIf: 'لا تنتظر، واذهب الآن إلى مستشفى مفتوح 24/7، إذا رأيت:',
    watch: 'ماذا تراقب في الليل',
    watchList: [
      'هل تأكل قطتك وتشرب؟ اكتب متى أكلت آخر مرة.',
      'هل يخرج بول؟ انظر في صندوق الرمل في الصباح.',
      'هل تتنفس قطتك بهدوء والفم مغلق؟',
      'هل صارت قطتك أهدأ من قبل، أو تختبئ أكثر، أو يصعب إيقاظها؟',
    ],
    lowCost: 'أطباء بيطريون بتكلفة منخفضة حسب الحي',
    lowCostNone: 'ليست عندنا عيادة بتكلفة منخفضة في {borough}.',
    directory: 'كل الأطباء البيطريين في الدليل',
    guide: 'اقرأ المزيد:',
  },
  home: {
    heading: 'اعتنِ بها بنفسك وراقبها',
    because: 'قلت لنا:',
    guide: 'اقرأ الدليل:',
    callIf: 'اتصل بطبيب بيطري إذا',
    callIfList: [
      'تكرر الأمر، أو استمر أكثر من يوم؛',
      'توقفت قطتك عن الأكل، أو اختبأت، أو بدا أنها تتألم؛',
      'كنت قلقًا: أنت أعرف الناس بقطتك.',
    ],
    goNowIf: 'اذهب الآن إلى مستشفى مفتوح 24/7 عند أي علامة من علامات الطوارئ الدائمة.',
    goNowLink: 'العلامات التي تعني دائمًا حالة طوارئ',
  },
  notFound: 'هذا السؤال غير موجود.',
};
