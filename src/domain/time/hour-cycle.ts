/**
 * Which clock a location's times are written with in the guest's language. The platform gives each
 * location a time format (`hh:mm a` for a 12-hour clock, `HH:mm` for a 24-hour one); a language has a
 * clock of its own too. A 24-hour time reads the same in every language, so a 24-hour location keeps
 * it. A 12-hour time is kept only in a language whose own clock is 12-hour (English, Arabic), where it
 * reads in the language's words ("5:00 PM", "٥:٠٠ م"). Languages with a 24-hour clock get "17:00":
 * CLDR gives several of them (Hebrew, German, French, Italian) only the English "AM"/"PM", so a New
 * York restaurant's 12-hour time would show "5:00 PM" in English inside Hebrew text.
 */

/** Whether each language's own clock is 12-hour, asked of `Intl` once per tag. */
const twelveHourLanguages = new Map<string, boolean>();

function languageWritesTwelveHours(locale: string): boolean {
  let twelve = twelveHourLanguages.get(locale);
  if (twelve === undefined) {
    try {
      const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
      twelve = cycle === 'h12' || cycle === 'h11';
    } catch {
      // A tag Intl rejects says nothing about its clock: the location's own is kept.
      twelve = true;
    }
    twelveHourLanguages.set(locale, twelve);
  }
  return twelve;
}

/** True when a location's time format (`hh:mm a`, `h:mm A`) has an am/pm marker, i.e. a 12-hour clock. */
export function isTwelveHourFormat(timeFormat: string): boolean {
  return /a/i.test(timeFormat);
}

/**
 * The `Intl.DateTimeFormat` hour cycle for a location's times in `locale` (a BCP 47 tag such as
 * `he`, `en-US` or `ar-u-nu-arab`): `'h12'` when the location keeps a 12-hour clock and the language
 * writes 12-hour times itself, else `'h23'`.
 *
 * @example
 * locationHourCycle('hh:mm a', 'en-US') // 'h12': "5:00 PM"
 * locationHourCycle('hh:mm a', 'he')    // 'h23': "17:00", never "5:00 PM" inside Hebrew
 * locationHourCycle('HH:mm', 'en-US')   // 'h23': "17:00"
 */
export function locationHourCycle(timeFormat: string, locale: string): 'h12' | 'h23' {
  return isTwelveHourFormat(timeFormat) && languageWritesTwelveHours(locale) ? 'h12' : 'h23';
}
