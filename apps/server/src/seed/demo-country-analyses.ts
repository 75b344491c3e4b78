import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { publishedCountryAnalyses, storedFiles, type DemoSeedStep } from '@portal/db';
import { getCountryName } from '@portal/contract';
import { writeFileChunks } from '../domain/files/stored-file';

type Bilingual = { uk: string; en: string };
type DemoAnalysis = {
  countryCode: string;
  hsCode: string | null;
  title: Bilingual;
  summary: Bilingual;
  /** Paragraphs, in both languages. */
  body: { uk: string[]; en: string[] };
  fileName: string;
  daysAgo: number;
};

/** The office's published analyses a fresh portal shows (issue 15 §2): Poland, Germany, the USA. */
const DEMO_ANALYSES: DemoAnalysis[] = [
  {
    countryCode: 'PL',
    hsCode: '0811',
    title: {
      uk: 'Польща: заморожені ягоди для переробної промисловості',
      en: 'Poland: frozen berries for the processing industry',
    },
    summary: {
      uk: 'Польські переробники фруктів щороку докуповують заморожену малину, чорницю та смородину за кордоном. Українські постачальники мають перевагу близької логістики та безмитного доступу до ринку ЄС.',
      en: 'Polish fruit processors buy frozen raspberries, blueberries and currants abroad every year. Ukrainian suppliers benefit from short logistics and duty-free access to the EU market.',
    },
    body: {
      uk: [
        'Польща — один із найбільших у Європі центрів переробки ягід: заморожена продукція йде на виробництво джемів, йогуртів, соків і кондитерських виробів, а також реекспортується до Німеччини та Скандинавії. Власного врожаю малини й чорниці переробникам бракує, тому вони щосезону закуповують сировину в Україні, Сербії та Марокко.',
        'Покупці — переробні заводи та трейдери, що працюють з мережами. Вони вимагають сертифікації IFS або BRCGS, лабораторних протоколів на залишки пестицидів і мікробіологію, а також простежуваності до господарства. Стандартна фасовка — 10 кг у гофроящиках або біг-беги по 500–1000 кг, температура зберігання — не вище −18 °C.',
        'Українська продукція ввозиться до ЄС без мита в межах Угоди про асоціацію. Рекомендуємо почати з пробних партій рефрижераторами через пункти пропуску Ягодин або Краковець, заздалегідь погодити з покупцем схему оплати (передоплата частини або акредитив) і пройти аудит постачальника до початку сезону.',
      ],
      en: [
        'Poland is one of the largest berry processing centres in Europe: frozen fruit goes into jams, yoghurts, juices and confectionery, and is re-exported to Germany and Scandinavia. Processors do not grow enough raspberries and blueberries of their own, so every season they buy raw material in Ukraine, Serbia and Morocco.',
        'The buyers are processing plants and traders supplying retail chains. They ask for IFS or BRCGS certification, laboratory reports on pesticide residues and microbiology, and traceability to the farm. The usual packing is 10 kg cartons or 500 to 1,000 kg big bags, stored at -18 °C or below.',
        'Ukrainian produce enters the EU duty-free under the Association Agreement. We recommend starting with trial lots by reefer truck through the Yahodyn or Krakovets crossings, agreeing the payment terms with the buyer early (a partial prepayment or a letter of credit) and passing the supplier audit before the season starts.',
      ],
    },
    fileName: 'poland-frozen-berries.pdf',
    daysAgo: 30,
  },
  {
    countryCode: 'DE',
    hsCode: '0409',
    title: {
      uk: 'Німеччина: ринок натурального меду',
      en: 'Germany: the market for natural honey',
    },
    summary: {
      uk: 'Німеччина — найбільший імпортер меду в ЄС, і Україна належить до її ключових постачальників. Аналіз покупців, вимог до якості та маркування, а також цінових орієнтирів.',
      en: 'Germany is the largest honey importer in the EU, and Ukraine is one of its key suppliers. An analysis of the buyers, the quality and labelling requirements, and price benchmarks.',
    },
    body: {
      uk: [
        'Німці споживають близько кілограма меду на людину на рік, а власне бджільництво покриває лише невелику частину попиту. Основну частку імпорту закуповують фасувальники, які формують купажі для роздрібних мереж, тому ключовий канал для українського експортера — поставки наливом у бочках по 300 кг.',
        'Покупці перевіряють кожну партію в акредитованих лабораторіях: залишки антибіотиків і пестицидів, вміст вологи, HMF, а також автентичність (ЯМР-аналіз на ознаки фальсифікації). Нові правила ЄС щодо маркування меду вимагають зазначати країни походження купажу, тому прозора простежуваність пасік стає конкурентною перевагою.',
        'Органічний та монофлорний мед (соняшниковий, акацієвий, гречаний) продається з помітною премією. Радимо мати органічний сертифікат за стандартом ЄС, протоколи аналізів від лабораторії, визнаної покупцями, та пропонувати пробні зразки фасувальникам і на виставці Biofach у Нюрнберзі.',
      ],
      en: [
        'Germans eat about a kilogram of honey per person a year, and domestic beekeeping covers only a small part of the demand. Most imports are bought by packers who blend honey for retail chains, so the main channel for a Ukrainian exporter is bulk supply in 300 kg drums.',
        'Buyers test every lot in accredited laboratories: antibiotic and pesticide residues, moisture, HMF, and authenticity (NMR analysis for signs of adulteration). New EU honey labelling rules require the countries of origin of a blend to be named, so clear traceability to the apiaries becomes a competitive advantage.',
        'Organic and monofloral honey (sunflower, acacia, buckwheat) sells at a clear premium. We advise holding an EU organic certificate and test reports from a laboratory the buyers recognise, and offering samples to packers and at the Biofach fair in Nuremberg.',
      ],
    },
    fileName: 'germany-honey.pdf',
    daysAgo: 18,
  },
  {
    countryCode: 'US',
    hsCode: '44',
    title: {
      uk: 'США: вироби з деревини та компоненти для меблів',
      en: 'USA: wood products and furniture components',
    },
    summary: {
      uk: 'Американські дистриб’ютори та виробники меблів шукають постачальників клеєного щита, заготовок і погонажу з твердих порід. Що потрібно знати про мита, декларування за Законом Лейсі та логістику.',
      en: 'American distributors and furniture makers look for suppliers of glued panels, blanks and mouldings from hardwoods. What to know about duties, Lacey Act declarations and logistics.',
    },
    body: {
      uk: [
        'Ринок США великий і фрагментований: попит формують дистриб’ютори пиломатеріалів, виробники кухонь і меблів, а також мережі товарів для дому. Українські дуб, ясен і бук цінуються за якість, а постачальники з Європи стають альтернативою азійським виробникам.',
        'Більшість виробів групи 44 ввозиться до США за низькими ставками мита або без нього. Під час імпорту подається декларація за Законом Лейсі із зазначенням породи деревини та країни заготівлі, а дерев’яна тара має бути оброблена за стандартом ISPM 15. Покупці часто просять сертифікат FSC і підтвердження законного походження деревини.',
        'Поставки йдуть морем у контейнерах через порти ЄС, тому варто закладати 6–8 тижнів транзиту та працювати на умовах FCA або FOB. Радимо почати з одного дистриб’ютора в регіоні, підготувати англомовний каталог з розмірами в дюймах і відвідати виставку IWF в Атланті.',
      ],
      en: [
        'The US market is large and fragmented: demand comes from lumber distributors, kitchen and furniture makers and home improvement chains. Ukrainian oak, ash and beech are valued for their quality, and European suppliers are becoming an alternative to Asian producers.',
        'Most products of chapter 44 enter the US at low or zero duty rates. Imports need a Lacey Act declaration naming the species and the country of harvest, and wooden packaging must be treated to the ISPM 15 standard. Buyers often ask for FSC certification and proof of the legal origin of the timber.',
        'Goods travel by sea in containers through EU ports, so plan for 6 to 8 weeks in transit and work on FCA or FOB terms. We advise starting with one distributor per region, preparing an English catalogue with sizes in inches and visiting the IWF fair in Atlanta.',
      ],
    },
    fileName: 'usa-wood-products.pdf',
    daysAgo: 7,
  },
];

const DAY_MS = 86_400_000;

/** The analysis as a PDF: both languages, Ukrainian first. */
async function renderAnalysisPdf(analysis: DemoAnalysis): Promise<Buffer> {
  // Loaded only when the demo's PDFs are made: pdfkit stays out of a serving instance's memory.
  const { openPdfDocument } = await import('../lib/pdf-fonts');
  const { doc, done } = openPdfDocument({
    margin: 56,
    locale: 'uk',
    info: { Title: analysis.title.en, Author: 'Exporters portal', Subject: analysis.summary.en },
  });
  for (const locale of ['uk', 'en'] as const) {
    if (locale === 'en') doc.addPage();
    doc.font('bold').fontSize(16).text(analysis.title[locale]);
    doc.moveDown(0.5);
    doc.font('regular').fontSize(10).fillColor('#555555').text(getCountryName(analysis.countryCode, locale));
    doc.moveDown();
    doc.fillColor('#000000').font('bold').fontSize(11).text(analysis.summary[locale]);
    doc.moveDown();
    doc.font('regular').fontSize(11);
    for (const paragraph of analysis.body[locale]) {
      doc.text(paragraph, { align: 'justify' });
      doc.moveDown(0.7);
    }
  }
  doc.end();
  return done;
}

/** The demo's published country analyses, each with its PDF (decision 028). */
export function createDemoCountryAnalysisSteps(): DemoSeedStep[] {
  return [
    {
      name: 'demo-country-analyses',
      run: async (db) => {
        for (const analysis of DEMO_ANALYSES) {
          const bytes = await renderAnalysisPdf(analysis);
          const at = new Date(Date.now() - analysis.daysAgo * DAY_MS);
          const [file] = await db
            .insert(storedFiles)
            .values({
              contentType: 'application/pdf',
              fileName: analysis.fileName,
              size: bytes.length,
              sha256: createHash('sha256').update(bytes).digest('hex'),
              attachedAt: at,
            })
            .returning({ id: storedFiles.id });
          await writeFileChunks(db, file!.id, Readable.from([bytes]));
          await db.insert(publishedCountryAnalyses).values({
            countryCode: analysis.countryCode,
            hsCode: analysis.hsCode,
            titleUk: analysis.title.uk,
            titleEn: analysis.title.en,
            summaryUk: analysis.summary.uk,
            summaryEn: analysis.summary.en,
            bodyUk: analysis.body.uk.join('\n\n'),
            bodyEn: analysis.body.en.join('\n\n'),
            pdfId: file!.id,
            publishedAt: at,
            createdAt: at,
            updatedAt: at,
          });
        }
      },
    },
  ];
}
