import type { LocalLanguage } from "../../../local-writer";
import { SELF_CARE, THEMES } from "./cards";
import { DAILY } from "./daily";
import { FOLLOW_UP } from "./follow-up";
import { CARD_FORMS, enFocus, relationOf, type EnCard, type EnFocus } from "./grammar";
import { enMatterPhrase, enFocusPhrase } from "./focus-phrase";
import { SECTION } from "./section";
import { SUMMARY } from "./summary";
import { JOB_AT_RISK, SYNTHESIS } from "./synthesis";

/** The local writer in English (the guide: README.md beside this file). */
export const english = {
  locale: "en",
  cardForms: CARD_FORMS,
  themes: THEMES,
  focus: enFocus,
  focusPhrase: enFocusPhrase,
  matterPhrase: enMatterPhrase,
  relationOf,
  quote: (text) => `“${text}”`,
  quoteEndsSentence: true,
  // A card's bare name ("Death", "Justice") keeps its capital after a colon; "The Sun" becomes "the Sun".
  afterColon: (sentence) => (/^(?:Death|Justice|Strength|Temperance|Judgement|I)\b/.test(sentence) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1)),
  text: {
    healthUnsafe:
      /\b(?:diagnos\w*|treatments?|cur(?:e|es|ed|ing)|medication\w*|medicine\w*|prescri\w*|disease\w*|illness\w*|sick\w*|symptom\w*|therap\w*|remed\w*|dos(?:e|es|age)|surgery|heal(?:s|ed|ing)?|pregnan\w*|fertil\w*)\b/i,
    professional: /\bprofessional/i,
    shadow:
      /\b(?:possessive\w*|codependen\w*|control|debt|compulsi\w*|obsess\w*|jealous\w*|crav\w*|resent\w*|addict\w*|trap\w*|chain\w*|fears?|anxi\w*|illusions?|decepti\w*|deceiv\w*|confus\w*|upheaval|collapse\w*|chaos|destr\w*|crisis|loss|grief|overwork|dogma\w*|ego|sunk costs?|darker|perfectionism|manipulat\w*|betray\w*|shadow\w*|temptation\w*|materialism|unhealthy|substances|handcuffs|shaken|shake-up|abrupt|restructuring|falls through|proves untrue)\b/i,
    dependent: /^(?:He|She|It|They|His|Her|Their|This|These|That|Those|Below|Behind|Above|Far|Here|There|Even|Still|Yet|But|And|So|Then|Both|Another|Such|None)\b|reversed|upside down|position/i,
    leansOnPrevious: /^(?:He|She|It|They|His|Her|Their|This|These|That|Those|Below|Behind|Above|Far|Here|There|Even|Still|Yet|But|And|So|Then|Both|Another|Such|None)\b/i,
    urgent: /\btoday\b|\bright away\b|\bimmediately\b/i,
    moving: /\b(?:move|moving|moved|relocat\w*|emigrat\w*)\b/i,
    selfCare: SELF_CARE,
    jobAtRisk: JOB_AT_RISK,
  },
  summary: SUMMARY,
  section: SECTION,
  synthesis: SYNTHESIS,
  followUp: FOLLOW_UP,
  daily: DAILY,
} satisfies LocalLanguage<EnCard, EnFocus>;
