import type { QuestionLexicon } from "../../writer";

/** How English questions are read (lib/writers/question). */
export const question: QuestionLexicon = {
  interrogatives: "what why how when where who whom whose which",
  interrogativePhrases: "(?!)",
  yesNoOpeners:
    "am is are was were will would shall should can could may might must do does did has have had isn't aren't wasn't weren't won't wouldn't shouldn't can't cannot couldn't mightn't mustn't don't doesn't didn't hasn't haven't hadn't",
  yesNoPattern: "(?!)",
  subjectPronouns: "i we you he she it they",
  modalsAfterPronoun: "",
  or: "or",
  notOption: "not no",
  leadIns: "(?:it\\s+)?better\\s+(?:to\\s+)?|either\\s+",
  yesNoByQuestionMark: false,
  verbFirst: false,
  firstPerson: "i i'm i've i'll i'd me my mine myself",
  apart: "near|close to|closer to|next to|nearer to|nearer|away from|far from",
  people: [
    { person: "ex", words: "ex ex-boyfriend ex-girlfriend ex-husband ex-wife ex-partner" },
    { person: "partner", words: "partner boyfriend girlfriend husband wife spouse fiancé fiancée fiance fiancee lover" },
    { person: "relative", relative: "mother", words: "mother mom mum mommy mummy mama" },
    { person: "relative", relative: "father", words: "father dad daddy papa" },
    { person: "relative", relative: "parent", words: "parents parent" },
    { person: "relative", relative: "sibling", words: "sister brother sibling siblings" },
    { person: "relative", relative: "grandmother", words: "grandmother grandma grandmum grandmom granny gran nan nana nanna nonna" },
    { person: "relative", relative: "grandfather", words: "grandfather grandpa grandad granddad grandaddy granddaddy gramps grampa grandpop" },
    { person: "relative", relative: "grandparent", words: "grandparents grandparent" },
    { person: "relative", relative: "relative", words: "aunt uncle cousin niece nephew mother-in-law father-in-law sister-in-law brother-in-law" },
    { person: "child", words: "son daughter child children kid kids toddler teenager stepson stepdaughter" },
    { person: "friend", words: "friend friends" },
    { person: "colleague", words: "boss manager supervisor colleague colleagues coworker co-worker coworkers" },
    { person: "someone", words: "he she him her someone somebody" },
  ],
  pets: "dog dogs puppy cat cats kitten pet pets horse horses pony mare rabbit rabbits bunny parrot cockatiel budgie parakeet canary bird hamster guinea_pig guinea_pigs ferret tortoise turtle",
  missing: "missing|ran away|run away|runs away|disappeared|got out|hasn['’]t come (?:back|home)|didn['’]t come (?:back|home)|not come (?:back|home)",
  domains: {
    health:
      "alzheimer\\w*|dement\\w*|hibernat\\w*|not eating|(?:stopped|stops|won['’]t|isn['’]t|hasn['’]t been|refuses to|refusing to) eat(?:ing)?|off (?:his|her|its|their) food|letharg\\w*|listless|(?:he|she|they|him|her) (?:is |are |will |going to |gonna )?(?:be|being|get) (?:ok|okay|alright|all right)|pull(?:s|ing)? through|pulled through|parkinson\\w*|health|healthy|ill|illness|sick|unwell|sickness|disease|hospital\\w*|surgery|operation|diagnos\\w*|cancer|tumou?r|treatment|therapy|chemo\\w*|medication|medicine|doctors?|recover\\w*|heal|heals|healing|pain|symptoms?|injur\\w*|body|stroke|scans?|test results?|biops\\w*|mri|x-rays?|mammogram\\w*|blood tests?|lab results|smear test|mental health|depression|anxiety|sleep|vet|intensive care|icu|multiple sclerosis|sclerosis",
    death: "die|dies|died|dying|passed on|no longer with us|(?:we|i) lost (?:him|her|them)|lost (?:my|our) (?:mother|mum|mom|father|dad|husband|wife|partner|brother|sister|son|daughter|baby|grandmother|grandfather|grandma|grandpa|nan|nana|granny|best friend)|left us (?:in|on|last|this|a|\\w+ (?:days|weeks|months|years) ago)|(?:my|our|her|his) late (?:mother|mum|mom|father|dad|husband|wife|partner|brother|sister|son|daughter|grandmother|grandfather)|death|dead|pass away|passed away|passing|funeral|grief|grieving|mourning|terminal|end of life|losing (?:my|her|his|our)",
    pregnancy: "pregnan\\w*|conceive|conception|ivf|fertility|expecting a baby|miscarriage|have a baby|having a baby|get pregnant|trying for a baby",
    money: "money|financ\\w*|savings|invest|investing|investments?|stocks?|shares|crypto\\w*|bitcoin|wealth|afford|budget|mortgage|loans?|bank|lottery|inheritance",
    debt: "debts?|owe|owing|loans?|credit cards?|overdraft|bankrupt\\w*|repay\\w*|arrears|bailiffs?|collectors?",
    law: "court|courts|lawsuit|sue|suing|sued|legal|lawyer|attorney|(?:the|a) judge|on trial|stand trial|criminal trial|trial date|custody|divorce|visa|immigration|police|breach of contract|contract dispute|tribunal|inheritance|court case|legal case|case against (?:me|us|him|her|them)|criminal charges|press(?:ed|ing)? charges|drop(?:ped)? (?:the )?charges|appeal|reported me|report me|evict\\w*|arrest\\w*|charged with|been charged|fined|prosecut\\w*|solicitor|court hearing|custody hearing|tribunal hearing|disciplinary hearing|hearing date|hearing in court|summons|small claims|restraining order",
    work: "job|jobs|work|working|career|boss|manager|colleagues?|promotion|interview|office|company|business|clients?|salary|position|hired|fired|unemploy\\w*|startup|freelanc\\w*|team",
    study: "exams?|test|tests|study|studies|studying|university|college|school|degree|course|grades?|thesis|phd|diploma|scholarship|admission",
    love: "love|partner|boyfriend|girlfriend|husband|wife|relationship|dating|date|crush|marriage|marry|romance|ex|soulmate|feelings for",
    home: "move|moving|relocat\\w*|house|home|flat|apartment|city|country|abroad|neighbou?rs?|renovation",
    family: "family|mother|father|mom|mum|dad|parents?|sister|brother|siblings?|son|daughter|child|children|kids?|grandmother|grandfather|aunt|uncle|cousin",
  },
  notDomain:
    "health insurance|medical insurance|health cover|health plan|private health|(?:i(?:['’]m| am)|as|work as|job as|training as|train as|become|becoming) an? (?:nurse|doctor|gp|carer|caregiver|care worker|paramedic|midwife|pharmacist|vet|veterinarian|physiotherapist|therapist|surgeon|dentist)|work(?:s|ing)? (?:in|at) (?:a |the )?(?:hospital|clinic|care home|nursing home|pharmacy|gp surgery|vets?|vet['’]s)|nursing (?:job|degree|course|school|career)",
  ownHealth:
    "my (?:own )?(?:health|body|back|pain|illness|diagnosis|symptoms|treatment|medication|sleep|recovery|surgery|operation|test results|mental health)|i(?:'m| am) (?:sick|ill|unwell|in hospital|pregnant|tired)|i have (?:cancer|an illness|a condition|pain)|(?:will|can|should) i (?:recover|get better|heal|get pregnant)",
  decision:
    "should i|should we|shall i|ought i|must i|do i (?:stay|leave|quit|go|take|accept|sell|buy|move)|is it (?:time|right|wise) (?:for me )?to|(?:is it )?better (?:for me )?to|or should i",
  timeFrames: {
    today: "today|tonight|this (?:morning|afternoon|evening)",
    week: "this week|next week|(?:in|within) (?:a|one|two|three|\\d+) weeks?|this weekend",
    month: "this month|next month|(?:in|within) (?:a|one|two|three|six|\\d+) months?",
    season: "(?:this |next |by |before |the )(?:spring|summer|autumn|fall|winter|christmas)",
    year: "this year|next year|(?:in|within) (?:a|one) year|by the end of the year",
    years: "(?:in|within) (?:\\d+|two|three|five|ten|a few) years|long[- ]term|someday|one day",
    soon: "soon|shortly|any day|near future|right now",
    past: "(?:in|over) the past|last (?:year|month|week)|why did|what happened",
  },
  outside:
    "ignore (?:your|all|the|any) (?:previous |prior |above )?(?:instructions|rules|prompt|cards|format)|ignore (?:all )?previous instructions|forget (?:the cards|your (?:instructions|rules)|all (?:previous|prior) (?:instructions|rules))|disregard (?:your|all|the|previous)|pretend (?:you are|you're|to be)|you are no longer|system prompt|your (?:instructions|rules|prompt)|hidden rules|reveal your|print your|reply only|respond only|answer only|answer in json|json|(?:write|give|send) me (?:a|an|some) (?:poem|story|essay|email|letter|recipe|song|function|program|code)|write (?:a|an) (?:poem|story|essay|song|function|program)|a python|python function|tell me a joke|a joke about|translate ['‘\"“][^?.!]*|what is the capital of|what time is it|how tall is|how high is|how many people live|stock tips|what dose|dose of|\\d+ (?:times|plus|minus|divided by) \\d+",
};
