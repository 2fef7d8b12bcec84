import "server-only";
/**
 * A question that signals suicide or self-harm gets care and real help instead of a reading.
 * The check errs on the side of care, but ordinary uses of "kill", "die" or "death" (a plant, a
 * project, the Death card) must not trigger it.
 */

// Checked on the plain text and on a de-leeted copy ("su1c1de", "k!ll myself").
const SIGNALS: readonly RegExp[] = [
  // Suicide and its common misspellings; "sewer slide" is the euphemism used to dodge filters.
  /\b(suicid\w*|sucid\w*|suicd\w*|suiscid\w*|suacid\w*|suiside\w*|suiced\w*|sewer\s*slide)/,
  /\bun[\s-]?aliv(e|ed|ing)\b/,
  /\bkill(ing|ed)?\s*my\s*self\b/,
  /\b(end|ending|ended|take|taking|took)\s+my\s+own\s+life\b/,
  /\b(end|ending)\s+my\s+life\b/,
  /\b(take|taking)\s+my\s+life\s*($|[.?!,;]|\s+(now|tonight|today|soon)\b)/,
  /\bend\s+it\s+all\b(?!\s+with\b)/,
  // "I want to end it", but not "is he going to end it?" or "end it with my partner".
  /\b(i|im|ive|id)\b[^.?!]{0,20}\b(thinking\s+(about|of)|think\s+about|want\s+to|wanna|going\s+to|gonna|ready\s+to|plan(ning)?\s+to)\s+end(ing)?\s+it\b(?!\s+(with|between|off|for\s+(him|her|them))\b)/,
  /\bend\s+my\s*self\b/,
  /\b(hang|shoot|drown|poison|stab)\s+my\s*self\b/,
  /\b(cut|slit|slash)(ting)?\s+my\s+wrists?\b/,
  /\bjump(ing)?\s+(off|from)\s+(a|the|this)\s+(bridge|building|roof|cliff|balcony)\b/,
  /\boverdos(e|ing)\b/,
  /\bself[\s-]?(harm\w*|injur\w*|hurt\w*|delet\w*)\b/,
  /\b(want(s|ed)?\s+to|wanna|going\s+to|gonna|urges?\s+to|thinking\s+(about|of)|thoughts?\s+(about|of)|think\s+about|feel\s+like|should\s+i|need\s+to|tempted\s+to|plan(ning)?\s+to|keep)\s+(hurt(ing)?|harm(ing)?|cut(ting)?|punish(ing)?)\s+my\s*self\b(?!\s+off\b)/,
  /\b(hurting|harming)\s+my\s*self\s+(again|on\s+purpose|every)\b/,
  /\b(no|any)\s+(reason|point)\s+(in\s+|to\s+)?(liv(e|ing)|going\s+on|being\s+alive)\b(?!\s+(in|at|with|near|abroad|there|here|together|on|alone)\b)/,
  /\bnothing\s+(left\s+)?to\s+live\s+for\b/,
  /\b(not|isn'?t|is\s+not)\s+worth\s+living\b/,
  /\b(don'?t|do\s+not|no\s+longer|never)\s+want\s+to\s+(live|be\s+alive|exist|be\s+here\s+any\s*more|wake\s+up)\b/,
  /\b(tired|sick)\s+of\s+(living|being\s+alive|life\s*($|[.?!,;]))/,
  /\b(can'?t|cannot)\s+go\s+on\s+(living|any\s*more)\b/,
  /\b(want(s|ed)?|wanna|wish|ready|planning|trying)\s+(to\s+)?die\b(?!\s+(my|her|his|their|it|the|a|an)\b)/,
  /\b(i'?d|i\s+would)\s+rather\s+(be\s+)?(die|dead)\b/,
  /\bwish\s+i\s+(was|were|had)\s+(dead|never\s+(been\s+)?born)\b/,
  /\bbetter\s+off\s+(dead|without\s+me)\b/,
  /\b(hope|wish)\s+i\s+(don'?t|do\s+not|never|won'?t)\s+wake\s+up\b/,
];

// "kms" as a distance rather than "kill myself": "10 kms", "ten kms", "kms a day".
const KM_BEFORE = /(\d\s?|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundred|few|many|several|more|extra|some|those|the)\s)$/;
const KM_AFTER = /^\s+(a|per|each|every|away|from|to|of|in|on|run|walk|ride|left)\b/;

function saysKms(text: string): boolean {
  for (const match of text.matchAll(/\bkms\b/g)) {
    const before = text.slice(Math.max(0, match.index - 12), match.index);
    const after = text.slice(match.index + 3, match.index + 12);
    if (!KM_BEFORE.test(before) && !KM_AFTER.test(after)) return true;
  }
  return false;
}

const LEET: Record<string, string> = { "0": "o", "1": "i", "!": "i", "|": "i", "3": "e", "4": "a", "@": "a", "5": "s", "$": "s", "7": "t" };

function normalise(question: string): string {
  return (
    question
      .toLowerCase()
      .normalize("NFKC")
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/[\u200b-\u200d\ufeff]/g, "")
      .replace(/\s+/g, " ")
      // Letters spelled out one by one ("s u i c i d e", "k.m.s") are joined back into a word.
      .replace(/\b[a-z](?:[\s.\-_*]+[a-z]\b){2,}/g, (run) => run.replace(/[^a-z]/g, ""))
  );
}

/** True when the question signals suicide or self-harm. */
export function detectsCrisis(question: string): boolean {
  const plain = normalise(question);
  const deLeeted = normalise(question.replace(/\b2\b/g, "to").replace(/[0134579!|@$]/g, (char) => LEET[char] ?? char));
  if (SIGNALS.some((signal) => signal.test(plain) || signal.test(deLeeted))) return true;
  return saysKms(plain);
}

/** What someone in crisis sees instead of a reading: warmth and real places to turn. */
export const CRISIS_RESPONSE = `We can't offer a reading for this question. It sounds like you may be carrying something very painful, and you deserve support right now, from people who can really help.

- **If you are in immediate danger**, please contact your local emergency services now.
- **In the US and Canada**, call or text **988**, any time of day or night.
- **In the UK and Ireland**, call Samaritans free on **116 123**.
- **In other countries**, [findahelpline.com](https://findahelpline.com) lists free, confidential crisis lines you can call or text.

If you can, reach out as well to someone you trust, a friend, a family member or someone nearby, and tell them how you are feeling. You don't have to go through this alone.
`;
