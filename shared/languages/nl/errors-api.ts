// What to do about a failed call and a mass change (shared/errors/english-api.ts), in Dutch.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'api.hint.noAnswer':
    'Er kwam geen antwoord (verbinding verbroken of time-out): controleer het netwerk en voer opnieuw uit; afgeronde rijen worden niet twee keer verzonden.',
  'api.hint.signIn': 'De aanmelding is verlopen of ingetrokken: meld u opnieuw aan.',
  'api.hint.forbidden':
    'Deze verbinding mag dat niet: controleer de rechten en profielen die bij het aanmelden zijn verleend.',
  'api.hint.notFound': 'Het record bestaat niet: controleer de sleutels (ID’s, namen) in deze rij.',
  'api.hint.notAcceptable':
    'De service heeft het verzoek geweigerd om redenen aan haar kant (406 Not Acceptable): probeer het later opnieuw.',
  'api.hint.timeout': 'De service kon niet op tijd antwoorden: probeer het later opnieuw.',
  'api.hint.tooLarge': 'Het verzoek is te groot: verzend minder rijen per batch.',
  'api.hint.urlTooLong': 'De URL is te lang: zet minder sleutels in één $filter.',
  'api.hint.contentType':
    'De service heeft het inhoudstype geweigerd: dit is een fout in de client, meld die alstublieft.',
  'api.hint.tooMany': 'Te veel verzoeken: ga langzamer (verlaag het budget) en probeer het later opnieuw.',
  'api.hint.serviceFailed': 'De service is mislukt: probeer het later opnieuw.',
  'api.hint.badValues': 'De service heeft de waarden geweigerd: corrigeer de rij zoals de melding zegt.',
  'api.hint.other': 'Controleer de rij aan de hand van de melding en probeer het opnieuw.',
  'api.hint.gaveUp': '{{hint}} Rijen die al klaar zijn, worden niet twee keer verzonden.',
  'api.hint.checkApplied':
    'Controleer in de service of de wijziging is doorgevoerd voordat u deze rij opnieuw uitvoert.',
  'api.hint.resumeToSend': 'Hervat de taak om haar te verzenden.',
  'api.hint.resumeChecks': 'Hervat de taak: die controleert deze rij voordat ze haar opnieuw verzendt.',
  'api.page.sameLink':
    'De service gaf twee keer dezelfde link naar de volgende pagina ({{link}}); het lezen stopt om een lus te voorkomen.',
  'api.page.sameLinkHint':
    'Beperk de query (een $filter of $orderby) of exporteer opnieuw; de tot nu toe gelezen pagina’s zijn volledig.',
  'api.page.otherHost': 'De link naar de volgende pagina wijst naar {{origin}}, een andere host dan de service.',
  'api.page.otherHostHint': 'Controleer het serviceadres van deze verbinding.',
  'api.page.notList': '{{path}} antwoordde niet met een lijst (geen "value"-array).',
  'api.page.notListHint': 'Controleer of het pad een lijst-endpoint noemt.',
  'api.page.loop':
    'De service beantwoordde {{where}} met {{loop}} na {{rows}} van {{expected}} rijen; het lezen stopt om een lus te voorkomen.',
  'api.page.loopHint':
    'Exporteer opnieuw, of beperk de query met een $filter; de tot nu toe gelezen rijen blijven behouden.',
  'api.page.repeated': 'een pagina met al gelezen rijen',
  'api.page.emptyWithNext': 'een lege pagina die nog naar een volgende verwijst',
  'job.finding.deletes': '{{deletes}} rijen verwijderen (meer dan {{limit}})',
  'job.finding.zeros':
    '{{zeros}} van de {{quantities}} hoeveelheden die ze wijzigt op 0 zetten ({{share}}%, meer dan {{limit}}%)',
  'job.finding.negative': '{{count}} negatieve hoeveelheid verzenden',
  'job.finding.negatives': '{{count}} negatieve hoeveelheden verzenden',
  'job.finding.rows': '{{finding}}: {{rows}}',
  'job.finding.rowsMore': '{{finding}}: {{rows}}; en nog {{more}}',
  'job.finding.row': 'rij {{row}}{{sku}}{{dc}}{{value}}',
  'job.finding.sku': ', SKU {{sku}}',
  'job.finding.dc': ', DC {{dc}}',
  'job.finding.value': ', {{value}}',
  'job.findings.two': '{{first}} en {{second}}',
  'job.findings.three': '{{first}}, {{second}} en {{third}}',
} satisfies Catalogue;
