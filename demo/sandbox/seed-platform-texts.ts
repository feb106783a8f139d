import { languageOf } from '../../src/domain/locale';
import type { WireBusinessTranslationsResponse, WireExperienceTranslationsResponse } from '../../src/api/wire';
import { SEED_ALLERGENS } from './seed-allergens';
import { DEMO } from './seed';
import { MENU_DEMO } from './seed-outlets';
import { chargeNamesIn } from './seed-translations';

/**
 * The sandbox translation host: business and experience translation files ("business, experience
 * and restaurant-product translations per language, keyed by resource_id") for the demo
 * businesses, in every language the widget ships besides English (the platform's own): Arabic,
 * German, Spanish, French, Hebrew, Italian and Chinese. Served at
 * `/translations/{businessId}/{language}/business.json` and `.../experience.json`, where
 * `translations_url` of every business configuration points; any locale of those languages
 * (`he`, `he_IL`, `es`, `es_ES`) gets its language's file, others a 404.
 * Resource ids are location and hotel ids (business file) and experience ids (experience file).
 */

/** Where `translations_url` points (relative to the sandbox origin). */
export const TRANSLATIONS_PATH = '/translations';

/** The languages the translation host serves. */
export const PLATFORM_TEXT_LANGUAGES = ['ar', 'de', 'es', 'fr', 'he', 'it', 'zh'] as const;
type Language = (typeof PLATFORM_TEXT_LANGUAGES)[number];

type Place = { name: string; short?: string; long?: string };
type ExperienceText = { name?: string; disclaimer?: string };

const l = { ...DEMO.locations, ...DEMO.timeLocations };
const m = MENU_DEMO.locations;
const e = DEMO.experiences;

/** Location and hotel texts by id. Every location of business 1001's home page has a name. */
const PLACES: Record<Language, Record<number, Place>> = {
  he: {
    [l.trattoria]: {
      name: 'טרטוריה לומן',
      short: 'פיצה מתנור עצים ופסטה טרייה בווסט וילג׳.',
      long: 'טרטוריה שכונתית: אנטיפסטי, פיצה נפוליטנית, פסטה בעבודת יד ורשימת יינות איטלקיים קצרה.',
    },
    [l.cornerDeli]: { name: 'קורנר דלי 24/7', short: 'בייגלס, כריכים וקפה מסביב לשעון.' },
    [l.nightOwl]: { name: 'מאפיית ינשוף הלילה', short: 'לחם טרי ממשמרת הלילה.' },
    [l.smokehouse]: { name: 'מעשנת ברוקלין', short: 'בריסקט וצלעות, בערב בלבד.' },
    [l.lisbon]: { name: 'טאשקה דו ריו', short: 'פטיסקוש על גדות הטאז׳ו, בליסבון.' },
    [l.oysterBar]: { name: 'בר הצדפות פייר 17', short: 'צדפות וצ׳אודר על המזח.' },
    [l.wineBar]: { name: 'בר היין לומן', short: 'עיינו ברשימת היינות; מזמינים בבר.' },
    [l.ramen]: { name: 'ראמן חצות', short: 'טונקוטסו עד 22:00, עם זמן חסד.' },
    [m.lumenCafe]: { name: 'קפה לומן', short: 'ארוחת בוקר, מנות לאורך היום ותפריט לילה.' },
    [m.grandBuffet]: { name: 'המזנון הגדול', short: 'אלפיים מנות, דלפק אחד.' },
    [l.inRoomDining]: { name: 'הרבור גרנד – ארוחות בחדר', short: 'עד החדר, 6:30 עד 23:00.' },
    [l.poolBar]: { name: 'בר הבריכה', short: 'נשנושים ומשקאות קרים ליד הבריכה.' },
    [DEMO.hotelId]: { name: 'מלון הרבור גרנד' },
  },
  es: {
    [l.trattoria]: {
      name: 'Trattoria Lumen',
      short: 'Pizza al horno de leña y pasta fresca en el West Village.',
      long: 'Una trattoria de barrio: antipasti, pizza napolitana, pasta hecha a mano y una breve carta de vinos italianos.',
    },
    [l.cornerDeli]: { name: 'Corner Deli 24/7', short: 'Bagels, bocadillos y café a todas horas.' },
    [l.nightOwl]: { name: 'Panadería Búho Nocturno', short: 'Pan recién hecho del turno de noche.' },
    [l.smokehouse]: { name: 'Ahumadero de Brooklyn', short: 'Brisket y costillas, solo cenas.' },
    [l.lisbon]: { name: 'Tasca do Rio', short: 'Petiscos junto al Tajo, en Lisboa.' },
    [l.oysterBar]: { name: 'Ostrería Pier 17', short: 'Ostras y chowder en el muelle.' },
    [l.wineBar]: { name: 'Vinoteca Lumen', short: 'Consulta la carta de vinos; se pide en la barra.' },
    [l.ramen]: { name: 'Ramen de Medianoche', short: 'Tonkotsu hasta las 22:00, con margen de cortesía.' },
    [m.lumenCafe]: { name: 'Café Lumen', short: 'Desayunos, platos todo el día y una carta nocturna.' },
    [m.grandBuffet]: { name: 'Gran Bufé', short: 'Dos mil platos, un solo mostrador.' },
    [l.inRoomDining]: { name: 'Harbor Grand – Servicio en la habitación', short: 'En tu habitación, de 6:30 a 23:00.' },
    [l.poolBar]: { name: 'Bar de la piscina', short: 'Picoteo y bebidas frías junto a la piscina.' },
    [DEMO.hotelId]: { name: 'Hotel Harbor Grand' },
  },
  ar: {
    [l.trattoria]: {
      name: 'تراتوريا لومن',
      short: 'بيتزا من فرن الحطب وباستا طازجة في ويست فيلدج.',
      long: 'تراتوريا الحي: مقبلات إيطالية، بيتزا نابولية، باستا مصنوعة يدويًا وقائمة قصيرة من النبيذ الإيطالي.',
    },
    [l.cornerDeli]: { name: 'كورنر ديلي ٢٤/٧', short: 'بيغل وسندويشات وقهوة على مدار الساعة.' },
    [l.nightOwl]: { name: 'مخبز بومة الليل', short: 'خبز طازج من وردية الليل.' },
    [l.smokehouse]: { name: 'مدخنة بروكلين', short: 'بريسكت وأضلاع، للعشاء فقط.' },
    [l.lisbon]: { name: 'تاسكا دو ريو', short: 'مقبلات برتغالية على ضفاف نهر تاجة في لشبونة.' },
    [l.oysterBar]: { name: 'بار المحار بيير ١٧', short: 'محار وشوربة تشاودر على الرصيف.' },
    [l.wineBar]: { name: 'بار النبيذ لومن', short: 'تصفح قائمة النبيذ؛ الطلب من البار.' },
    [l.ramen]: { name: 'رامن منتصف الليل', short: 'تونكوتسو حتى الساعة ٢٢:٠٠، مع مهلة قصيرة.' },
    [m.lumenCafe]: { name: 'مقهى لومن', short: 'فطور وأطباق طوال اليوم وقائمة للسهر.' },
    [m.grandBuffet]: { name: 'البوفيه الكبير', short: 'ألفا طبق، ومنضدة واحدة.' },
    [l.inRoomDining]: { name: 'هاربور غراند – الطعام في الغرفة', short: 'إلى غرفتك، من ٦:٣٠ حتى ٢٣:٠٠.' },
    [l.poolBar]: { name: 'بار المسبح', short: 'وجبات خفيفة ومشروبات باردة بجانب المسبح.' },
    [DEMO.hotelId]: { name: 'فندق هاربور غراند' },
  },
  de: {
    [l.trattoria]: {
      name: 'Trattoria Lumen',
      short: 'Pizza aus dem Holzofen und frische Pasta im West Village.',
      long: 'Eine Trattoria im Viertel: Antipasti, neapolitanische Pizza, handgemachte Pasta und eine kurze italienische Weinkarte.',
    },
    [l.cornerDeli]: { name: 'Corner Deli 24/7', short: 'Bagels, Sandwiches und Kaffee rund um die Uhr.' },
    [l.nightOwl]: { name: 'Bäckerei Nachteule', short: 'Frisches Brot aus der Nachtschicht.' },
    [l.smokehouse]: { name: 'Brooklyn Smokehouse', short: 'Brisket und Rippchen, nur abends.' },
    [l.lisbon]: { name: 'Tasca do Rio', short: 'Petiscos am Ufer des Tejo in Lissabon.' },
    [l.oysterBar]: { name: 'Austernbar Pier 17', short: 'Austern und Chowder am Pier.' },
    [l.wineBar]: { name: 'Weinbar Lumen', short: 'Stöbern Sie in der Weinkarte; bestellt wird an der Bar.' },
    [l.ramen]: { name: 'Mitternachts-Ramen', short: 'Tonkotsu bis 22:00 Uhr, mit Kulanzzeit.' },
    [m.lumenCafe]: { name: 'Café Lumen', short: 'Frühstück, Gerichte den ganzen Tag und eine Spätkarte.' },
    [m.grandBuffet]: { name: 'Das Große Buffet', short: 'Zweitausend Gerichte, eine Theke.' },
    [l.inRoomDining]: { name: 'Harbor Grand – Zimmerservice', short: 'Aufs Zimmer, von 6:30 bis 23:00 Uhr.' },
    [l.poolBar]: { name: 'Poolbar', short: 'Snacks und kalte Getränke am Pool.' },
    [DEMO.hotelId]: { name: 'Harbor Grand Hotel' },
  },
  fr: {
    [l.trattoria]: {
      name: 'Trattoria Lumen',
      short: 'Pizza au feu de bois et pâtes fraîches dans le West Village.',
      long: 'Une trattoria de quartier : antipasti, pizza napolitaine, pâtes faites main et une courte carte de vins italiens.',
    },
    [l.cornerDeli]: { name: 'Corner Deli 24/7', short: 'Bagels, sandwichs et café à toute heure.' },
    [l.nightOwl]: { name: 'Boulangerie Chouette de nuit', short: 'Du pain frais de l’équipe de nuit.' },
    [l.smokehouse]: { name: 'Fumoir de Brooklyn', short: 'Brisket et travers de porc, le soir seulement.' },
    [l.lisbon]: { name: 'Tasca do Rio', short: 'Des petiscos au bord du Tage, à Lisbonne.' },
    [l.oysterBar]: { name: 'Bar à huîtres Pier 17', short: 'Huîtres et chowder sur la jetée.' },
    [l.wineBar]: { name: 'Bar à vin Lumen', short: 'Parcourez la carte des vins ; on commande au bar.' },
    [l.ramen]: { name: 'Ramen de minuit', short: 'Tonkotsu jusqu’à 22 h, avec un délai de grâce.' },
    [m.lumenCafe]: { name: 'Café Lumen', short: 'Petit-déjeuner, plats toute la journée et carte de nuit.' },
    [m.grandBuffet]: { name: 'Le Grand Buffet', short: 'Deux mille plats, un seul comptoir.' },
    [l.inRoomDining]: { name: 'Harbor Grand – Service en chambre', short: 'Dans votre chambre, de 6 h 30 à 23 h.' },
    [l.poolBar]: { name: 'Bar de la piscine', short: 'En-cas et boissons fraîches au bord de la piscine.' },
    [DEMO.hotelId]: { name: 'Hôtel Harbor Grand' },
  },
  it: {
    [l.trattoria]: {
      name: 'Trattoria Lumen',
      short: 'Pizza cotta a legna e pasta fresca nel West Village.',
      long: 'Una trattoria di quartiere: antipasti, pizza napoletana, pasta fatta a mano e una breve carta di vini italiani.',
    },
    [l.cornerDeli]: { name: 'Corner Deli 24/7', short: 'Bagel, panini e caffè a tutte le ore.' },
    [l.nightOwl]: { name: 'Panetteria Il Gufo', short: 'Pane fresco del turno di notte.' },
    [l.smokehouse]: { name: 'Affumicatoio di Brooklyn', short: 'Brisket e costine, solo a cena.' },
    [l.lisbon]: { name: 'Tasca do Rio', short: 'Petiscos sulle rive del Tago, a Lisbona.' },
    [l.oysterBar]: { name: 'Ostricheria Pier 17', short: 'Ostriche e chowder sul molo.' },
    [l.wineBar]: { name: 'Enoteca Lumen', short: 'Sfoglia la carta dei vini; si ordina al banco.' },
    [l.ramen]: { name: 'Ramen di mezzanotte', short: 'Tonkotsu fino alle 22:00, con tolleranza.' },
    [m.lumenCafe]: { name: 'Caffè Lumen', short: 'Colazione, piatti tutto il giorno e un menu notturno.' },
    [m.grandBuffet]: { name: 'Il Grande Buffet', short: 'Duemila piatti, un solo bancone.' },
    [l.inRoomDining]: { name: 'Harbor Grand – Servizio in camera', short: 'In camera, dalle 6:30 alle 23:00.' },
    [l.poolBar]: { name: 'Bar della piscina', short: 'Stuzzichini e bevande fresche a bordo piscina.' },
    [DEMO.hotelId]: { name: 'Hotel Harbor Grand' },
  },
  zh: {
    [l.trattoria]: {
      name: '卢门小馆',
      short: '西村的柴火烤披萨和新鲜意面。',
      long: '一家街坊意式小馆：意式前菜、那不勒斯披萨、手工意面和一份简短的意大利葡萄酒单。',
    },
    [l.cornerDeli]: { name: '街角熟食店 24/7', short: '全天候供应贝果、三明治和咖啡。' },
    [l.nightOwl]: { name: '夜猫面包房', short: '夜班新鲜出炉的面包。' },
    [l.smokehouse]: { name: '布鲁克林烟熏屋', short: '牛胸肉和排骨，仅供晚餐。' },
    [l.lisbon]: { name: '河畔小酒馆', short: '里斯本特茹河畔的葡式小吃。' },
    [l.oysterBar]: { name: '17 号码头生蚝吧', short: '码头上的生蚝和杂烩浓汤。' },
    [l.wineBar]: { name: '卢门酒吧', short: '浏览酒单，请到吧台点单。' },
    [l.ramen]: { name: '午夜拉面', short: '豚骨拉面供应至 22:00，另有宽限时间。' },
    [m.lumenCafe]: { name: '卢门咖啡馆', short: '早餐、全天餐点和夜宵菜单。' },
    [m.grandBuffet]: { name: '大自助餐厅', short: '两千道菜，一个柜台。' },
    [l.inRoomDining]: { name: '港湾大酒店 – 客房送餐', short: '送至客房，6:30 至 23:00。' },
    [l.poolBar]: { name: '泳池吧', short: '泳池边的小吃和冷饮。' },
    [DEMO.hotelId]: { name: '港湾大酒店' },
  },
};

/** Experience texts by id: the Trattoria's experiences carry their own names. */
const EXPERIENCES: Record<Language, Record<number, ExperienceText>> = {
  he: {
    [e.trattoriaPickup]: { name: 'איסוף מהדלפק' },
    [e.trattoriaDineIn]: { name: 'ישיבה בטרטוריה' },
    [e.trattoriaDelivery]: { name: 'משלוח מהטרטוריה' },
  },
  es: {
    [e.trattoriaPickup]: { name: 'Recogida en el mostrador' },
    [e.trattoriaDineIn]: { name: 'Comer en la trattoria' },
    [e.trattoriaDelivery]: { name: 'Envío desde la trattoria' },
  },
  ar: {
    [e.trattoriaPickup]: { name: 'الاستلام من المنضدة' },
    [e.trattoriaDineIn]: { name: 'تناول الطعام في التراتوريا' },
    [e.trattoriaDelivery]: { name: 'التوصيل من التراتوريا' },
  },
  de: {
    [e.trattoriaPickup]: { name: 'Abholung an der Theke' },
    [e.trattoriaDineIn]: { name: 'Essen in der Trattoria' },
    [e.trattoriaDelivery]: { name: 'Lieferung aus der Trattoria' },
  },
  fr: {
    [e.trattoriaPickup]: { name: 'Retrait au comptoir' },
    [e.trattoriaDineIn]: { name: 'Sur place à la trattoria' },
    [e.trattoriaDelivery]: { name: 'Livraison depuis la trattoria' },
  },
  it: {
    [e.trattoriaPickup]: { name: 'Ritiro al banco' },
    [e.trattoriaDineIn]: { name: 'Al tavolo in trattoria' },
    [e.trattoriaDelivery]: { name: 'Consegna dalla trattoria' },
  },
  zh: {
    [e.trattoriaPickup]: { name: '柜台自取' },
    [e.trattoriaDineIn]: { name: '小馆堂食' },
    [e.trattoriaDelivery]: { name: '小馆外送' },
  },
};

/**
 * Names of the UI configuration's own footer links in each language, keyed by the platform's label
 * (the `links` of a business file).
 */
const LINKS: Record<Language, Record<string, string>> = {
  ar: { 'Legal notice': 'إشعار قانوني', Terms: 'الشروط', Privacy: 'الخصوصية' },
  de: { 'Legal notice': 'Impressum', Terms: 'AGB', Privacy: 'Datenschutz' },
  es: { 'Legal notice': 'Aviso legal', Terms: 'Condiciones', Privacy: 'Privacidad' },
  fr: { 'Legal notice': 'Mentions légales', Terms: 'Conditions', Privacy: 'Confidentialité' },
  he: { 'Legal notice': 'הודעה משפטית', Terms: 'תנאים', Privacy: 'פרטיות' },
  it: { 'Legal notice': 'Note legali', Terms: 'Termini', Privacy: 'Privacy' },
  zh: { 'Legal notice': '法律声明', Terms: '条款', Privacy: '隐私' },
};

/** Promotion texts by sale id (the Diavola's sale 901). */
const SALES: Record<Language, Record<string, string>> = {
  he: { '901': 'בחירת השף השבוע' },
  es: { '901': 'La elección del chef esta semana' },
  ar: { '901': 'اختيار الشيف هذا الأسبوع' },
  de: { '901': 'Die Wahl des Küchenchefs diese Woche' },
  fr: { '901': 'Le choix du chef cette semaine' },
  it: { '901': 'La scelta dello chef questa settimana' },
  zh: { '901': '本周主厨推荐' },
};

/** The served language of a requested locale, or null (404). */
function served(language: string): Language | null {
  const bare = languageOf(language);
  return (PLATFORM_TEXT_LANGUAGES as readonly string[]).includes(bare) ? (bare as Language) : null;
}

/** What one business owns: its locations and hotels, and their experiences (a file names only these). */
export interface OwnedResources {
  places: ReadonlySet<number>;
  experiences: ReadonlySet<number>;
}

/** GET /translations/{businessId}/{language}/business.json for the business owning `owned`, or null (404) for another language. */
export function businessTranslationsFile(owned: OwnedResources, language: string): WireBusinessTranslationsResponse | null {
  const lang = served(language);
  if (!lang) return null;
  return {
    language,
    data: Object.entries(PLACES[lang])
      .filter(([id]) => owned.places.has(Number(id)))
      .map(([id, place]) => ({
        resource_id: id,
        name: place.name,
        ...(place.short ? { short_description: place.short } : {}),
        ...(place.long ? { long_description: place.long } : {}),
      })),
    charges: chargeNamesIn(lang) ?? {},
    allergens: Object.fromEntries(SEED_ALLERGENS.map((allergen) => [allergen.key, allergen[lang]])),
    sales: { ...SALES[lang] },
    links: { ...LINKS[lang] },
  };
}

/** GET /translations/{businessId}/{language}/experience.json for the business owning `owned`, or null (404) for another language. */
export function experienceTranslationsFile(owned: OwnedResources, language: string): WireExperienceTranslationsResponse | null {
  const lang = served(language);
  if (!lang) return null;
  return {
    language,
    data: Object.entries(EXPERIENCES[lang])
      .filter(([id]) => owned.experiences.has(Number(id)))
      .map(([id, texts]) => ({ resource_id: id, ...texts })),
  };
}
