import type { SafetyLexicon } from "../../writer";

/** What the safety checks look for in English prose (lib/writers/quality/safety.ts). */
export const safety: SafetyLexicon = {
  certainty:
    "\\b(?:certainly|definitely|surely|undoubtedly|without (?:a )?doubt|guaranteed|for sure|100 ?%)\\b[^.!?]*\\b(?:recover\\w*|heal\\w*|cured?|survive\\w*|die|dies|death|pregnan\\w*|baby|conceive|win|won|lose|money|debts?|rich|profit|court|case|verdict|acquitted|custody|healthy)\\b|\\b(?:recover\\w*|heal\\w*|cured?|survive\\w*|pregnan\\w*|baby|court|case|money|debts?|profit)\\b[^.!?]*\\b(?:certainly|definitely|surely|undoubtedly|guaranteed|for sure)\\b|\\b(?:will|is going to|are going to)\\s+(?:make a full recovery|recover|be cured|heal completely|survive|die|pass away|get pregnant|conceive|have (?:a|the) baby|win (?:the|your) case|lose (?:the|your) case|be acquitted|get (?:the|your) money back|pay off (?:all )?(?:the|your) debts?|be (?:fine|all right|okay|healthy))\\b",
  hedges:
    "\\b(?:whether|if|may|might|could|perhaps|possibly|hope|cannot|can't|can not|no one|nobody|not (?:certain|sure|something)|uncertain|unsure|not (?:a )?promise|doesn't promise|does not promise|cannot promise|never (?:promise|certain))\\b",
  instruction:
    "\\b(?:stop|start|skip|double|increase|reduce|lower|change|quit|come off|taper)\\s+(?:taking\\s+)?(?:the\\s+|your\\s+|her\\s+|his\\s+|their\\s+)?(?:medication|medicine|meds|pills|dose|dosage|treatment|chemo\\w*|therapy|insulin|antidepressants?)\\b|\\b(?:refuse|skip|cancel)\\s+(?:the\\s+|your\\s+|her\\s+|his\\s+)?(?:surgery|operation|treatment|appointment)\\b|\\binvest\\s+(?:in|your|all)\\b|\\bput (?:your|all your|the) (?:money|savings) (?:in|into)\\b|\\b(?:buy|sell)\\s+(?:the\\s+|your\\s+)?(?:shares|stocks?|crypto\\w*|bitcoin)\\b|\\btake out (?:a|another) (?:loan|mortgage)\\b|\\b(?:stop|don't|do not)\\s+pay(?:ing)?\\s+(?:your\\s+|the\\s+)?(?:debts?|rent|bills?|loans?)\\b|\\bdeclare bankruptcy\\b|\\bsign (?:the|that|this) (?:contract|agreement|papers)\\b|\\b(?:sue|plead guilty|settle out of court|represent yourself)\\b|\\byou (?:don't|do not) need a lawyer\\b",
  instructionExcuses:
    "\\b(?:never|without|before|don't|do not)\\b[^.!?]*\\b(?:doctors?|medical team|pharmacist|lawyer|solicitor|adviser|advisor)\\b|\\b(?:should you|whether to|whether you should|if you should)\\b",
  decisionOrder:
    "\\bact on it (?:today|now|at once)\\b|\\b(?:quit|leave) (?:your|the) (?:job|university|studies|course|partner|husband|wife|marriage) (?:now|today|at once)\\b|\\b(?:hand in|submit) your (?:notice|resignation)\\b|\\b(?:do it|go for it|take the leap|make the move) (?:now|today)\\b|\\bthe answer is to (?:leave|quit|go)\\b",
  referral: {
    health: "\\b(?:doctors?|gp|physician|medical team|nurses?|specialists?|pharmacist|therapist|counsell?or|health professional|qualified professional|carers?|care team|caregivers?|medical advice|hospital staff|vets?|veterinary surgeon|veterinarian)\\b",
    money: "\\b(?:debt advi[sc]er|debt (?:charity|advice service)|financial advi[sc]er|money advi[sc]er|money advice|citizens advice|credit counsell?or|financial counsell?or|accountant|qualified advi[sc]er|financial professional|free (?:debt|money) advice)\\b",
    law: "\\b(?:lawyer|solicitor|attorney|legal advi[sc]e|legal aid|legal professional|qualified professional|advocate|notary)\\b",
    wellbeing:
      "\\b(?:gp|doctor|psychologist|therapist|counsell?or|samaritans|116 123|listening line|helpline|grief support|bereavement (?:support|service|counsell?ing)|cruse)\\b",
  },
  askersBody:
    "\\byour (?:own )?(?:body|symptoms|health|recovery|diagnosis|treatment|healing|illness|medication)\\b|\\bhow you feel physically\\b|\\bleaves you tired\\b|\\bhow you feel\\b[^.!?]*\\bprofessional\\b",
  careTeam: "\\b(?:(?:her|his|their) (?:doctors?|nurses?|carers?|medical team|care team|specialists?)|the (?:doctors|nurses|medical team|care team|hospital staff))\\b",
  encouraging: "(?:make|makes|making) room for|embrac(?:e|es|ing)|welcom(?:e|es|ing)|lean(?:s|ing)? into|invit(?:e|es|ing)|open (?:yourself |your heart )?(?:up )?to|giv(?:e|es|ing) in to|indulg(?:e|es|ing)(?: in)?|cultivat(?:e|es|ing)|nurtur(?:e|es|ing)|celebrat(?:e|es|ing)|a good (?:day|time|moment) for",
  outsideAnswered: { reading: "\\b(?:a|this) (?:tarot )?reading\\b", life: "\\byour (?:own )?life\\b" },
  omenOutcome:
    "\\b(?:leads?|leading|led|moves?|moving|points?|pointing|heads?|heading|runs?|running|travell?ing|turns?|turning|path|way|road|story)\\b[^.!?]{0,30}\\b(?:to|toward|towards|into)\\s+(?:the\\s+)?(?:death|tower)\\b|\\b(?:outcome|result)\\b[^.!?]{0,30}\\b(?:is|lies with|rests with|in)\\s+(?:the\\s+)?(?:death|tower)\\b",
  lowMood:
    "\\b(?:can['’]?t|cannot|can not|couldn['’]t|struggle to|barely) (?:get|getting) out of bed\\b|\\b(?:i['’]m|i am|i have been|i['’]ve been) (?:not eating|barely eating)\\b|\\bcry(?:ing)? (?:every|all) (?:day|night)\\b|\\bcry(?:ing)? myself to sleep\\b|\\b(?:shut|lock(?:ed)?|stay(?:ing)?|hid(?:e|ing)) (?:myself )?(?:away )?in my room\\b|\\bdon['’]t (?:want|feel like) (?:to do )?anything\\b|\\bno (?:energy|will|reason) (?:for|to) (?:anything|live|go on)\\b|\\b(?:feel|feeling) (?:so )?(?:empty|numb|hopeless|worthless)\\b|\\b(?:i['’]m|i am|i feel|i have been|i['’]ve been) (?:so |really |very )?(?:depressed|low|down)\\b|\\bnothing (?:matters|makes sense) any ?more\\b",
  bereaved:
    "\\b(?:passed away|passed on|died|no longer with us|lost (?:him|her|them)|left us (?:in|on|last|this|a)|(?:my|our) late \\w+)\\b",
  negations: "\\b(?:not|cannot|never|no need to|without|rather than|instead of|nor)\\b|n't\\b",
};
