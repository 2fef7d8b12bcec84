/** The reading screen, the card of the day and the home page (components/reading, components/daily, app/[locale]/page.tsx). */
export const readingEn = {
  home: {
    title: "Ask the cards",
    lead: "Hold a question in mind, choose a spread and draw from the 22 Major Arcana.",
    howItWorks: "How a reading works",
  },
  questionBox: {
    label: "What do you want to ask?",
    /** Under the box after 'Continue...' with no question. */
    inline: "Please enter your question above to continue.",
    /** The toast beside it. */
    toast: "Please enter your question before continuing.",
    suggest: "Suggest question",
  },
  /** The 'Type', 'Voice' and 'Category' dropdowns and the Premium box under them. */
  options: {
    type: "Type",
    voice: "Voice",
    category: "Category",
    /** A locked choice, as screen readers hear it. */
    lockedLabel: "{label} (Premium)",
    /** A locked choice, as it is shown. */
    lockedOption: "🔒 {label}",
    unlock: "Unlock Premium",
    subscribed: "Premium: every spread and category is yours.",
  },
  /** A list in running text: 'Three Cards, Full Tarot and 8 more categories'. */
  list: {
    /** Between the items but the last two. */
    separator: ", ",
    /** The list's end: the items before, then the last. */
    lastTwo: "{first} and {last}",
  },
  /** 'Three Cards, Full Tarot and 8 more categories come with Premium' (lib/tarot/premium-note.ts). */
  premiumNote: {
    moreCategories: { one: "{count} more category", other: "{count} more categories" },
    /** One thing named. */
    one: "{named} comes with Premium",
    /** Several things named. */
    other: "{named} come with Premium",
  },
  /**
   * The spreads' display names and their positions' labels, declared once for every screen: the Type dropdown,
   * the dealt cards, the journal, the check-in and the writers' headings all read them here (lib/tarot/spreads.ts).
   */
  spreads: {
    one_card: { name: "One Card", shortName: "One Card", positions: { heart: "The heart of the matter" } },
    yes_no: { name: "Yes or No", shortName: "Yes or No", positions: { first: "First card", second: "Second card", third: "Third card" } },
    three_cards: {
      name: "Three Cards (Past/Present/Future)",
      shortName: "Three Cards",
      positions: { past: "Past", present: "Present", future: "Future" },
    },
    tarot: {
      name: "Tarot (Full Tarot)",
      shortName: "Full Tarot",
      positions: { situation: "Situation", challenge: "Challenge", hidden_influence: "Hidden influence", advice: "Advice", outcome: "Outcome" },
    },
  },
  /** The reader voices (lib/tarot/voices.ts). */
  voices: { gentle: "Gentle", direct: "Direct", practical: "Practical", mystic: "Mystic" },
  /** 'Love and relationships comes with Premium, so this reading uses General question.' */
  coercion: {
    /** Between the choices lost (or used). */
    joiner: " and ",
    voice: "the {voice} voice",
    one: "{lost} comes with Premium, so this reading uses {used}.",
    other: "{lost} come with Premium, so this reading uses {used}.",
  },
  /** The reading screen's own words (components/reading/reading-screen.tsx). */
  screen: {
    toDeck: { one: "Choose your card", other: "Choose your cards" },
    deckHeading: "Thinking about your question",
    choose: { one: "Choose {count} card", other: "Choose {count} cards" },
    nameOwnDraw: {
      one: "Name the card you drew, in the order you drew them",
      other: "Name the {count} cards you drew, in the order you drew them",
    },
    ownDraw: "I drew my own cards",
    shuffling: "Shuffling the deck...",
    continue: "Continue...",
    reveal: "Reveal and interpret",
    revealing: "Revealing...",
    signInNote: "Sign in to receive your interpretation.",
    subscribeNow: "Subscribe Now",
    newReading: "New Reading",
    /** No answer the screen can use (the server's own errors are shown as it sends them). */
    unknownError: "An unknown error occurred.",
    callFailed: "Failed to interpret tarot cards. Please try again.",
  },
  /** The 22 face-down cards (components/reading/card-fan.tsx). */
  fan: {
    deck: "Deck",
    card: "Card {position} of {total}",
    putBack: "Card {position} put back.",
    picked: "Card {position} picked. {count} of {required} chosen.",
    full: "You have chosen {required} of {required}. Put a card back to choose another.",
  },
  dealt: {
    yourCards: "Your cards",
    faceDown: "Face-down card {number}",
  },
  result: {
    heading: "Your Reading",
    interpreting: "Interpreting your reading...",
    tryAgain: "Try again",
    saved: "Saved to My Readings",
  },
  /** 'This reading remembered: The Tower (3), The Star (2) and your last 3 questions.' */
  remembered: {
    line: "This reading remembered: {items}.",
    card: "{card} ({count})",
    questions: { one: "your last question", other: "your last {count} questions" },
  },
  listen: {
    listen: "Listen",
    stop: "Stop",
    noVoice: "No voice is available for reading aloud in this browser.",
  },
  feedback: {
    heading: "Did this reading help?",
    helpful: "Helpful",
    notHelpful: "Not helpful",
    note: "Add a note (optional)",
    saveNote: "Save note",
    saved: "Thank you. Your answer is saved; only you can see it.",
    failed: "We couldn't save that. Please try again.",
  },
  followUps: {
    heading: "Follow-up questions",
    thinking: "Reading the cards again...",
    label: "Ask a follow-up question",
    hint: {
      one: "About the same cards, without drawing again. {count} of {limit} left on this reading.",
      other: "About the same cards, without drawing again. {count} of {limit} left on this reading.",
    },
    ask: "Ask",
    asking: "Asking...",
    noAnswer: "We couldn't get an answer just now. Your question is still here; please try again.",
    /** Once a subscriber's follow-ups on the reading are used. */
    limitSubscribed: {
      one: "You have asked the {count} follow-up question this reading includes. Draw a new reading to ask about new cards.",
      other: "You have asked the {count} follow-up questions this reading includes. Draw a new reading to ask about new cards.",
    },
    /** Once a free reader's are; {subscribed}: how many a subscriber has. */
    limitFree: {
      one: "A free reading includes {count} follow-up question, and you have asked it. Subscribe to ask {subscribed} follow-up questions on every reading.",
      other: "A free reading includes {count} follow-up questions, and you have asked them. Subscribe to ask {subscribed} follow-up questions on every reading.",
    },
  },
  /** A free reader with no reading left this month. */
  noReadingsLeft: {
    heading: "No free readings left this month",
    text: {
      one: "You have used your {count} free reading for {month}. Subscribe for unlimited readings, or invite friends to earn bonus readings.",
      other: "You have used your {count} free readings for {month}. Subscribe for unlimited readings, or invite friends to earn bonus readings.",
    },
    renew: "Your free readings come back on the first day of next month.",
    subscribe: "Get unlimited readings",
    invite: "Invite friends",
  },
  /** 'I drew my own cards' (components/reading/own-draw-picker.tsx). */
  ownDraw: {
    find: "Find a card",
    hint: "Type a name or number, then Enter adds the first match. Or tick the cards below, in the order you drew them.",
    legend: "The 22 cards",
    noMatch: "No card matches “{search}”.",
    nothingToAdd: "No card to add for “{search}”.",
    /** After a ticked card's number, for screen readers. */
    place: ", card {number}",
    yourDraw: "Your draw: {count} of {required}",
    drawn: "{position}: {card}",
    takeOut: "Take out",
    takeOutCard: "Take out {card}",
    full: "You have chosen {required} of {required}. Take a card out to choose another.",
    complete: "You have chosen {required} of {required}.",
    removed: "{card} taken out. {count} of {required} chosen.",
    added: "{card} added as card {count}. {count} of {required} chosen.",
    allAdded: {
      one: "{card} added. Your card is chosen: Reveal and interpret when you are ready.",
      other: "{card} added. All {required} chosen: Reveal and interpret when you are ready.",
    },
  },
  /** 'You asked this on Tuesday — reopen that reading and ask a follow-up'. */
  similar: {
    today: "You asked this today — ",
    yesterday: "You asked this yesterday — ",
    onDay: "You asked this on {weekday} — ",
    reopen: "reopen that reading and ask a follow-up",
    question: "“{question}”",
    drawAnyway: "Draw new cards anyway",
  },
  /** The card of the day on the home page (components/daily/daily-card-panel.tsx). */
  daily: {
    title: "Your card for today",
    loading: "Drawing your card for today...",
    failed: "Your card for today could not be drawn just now.",
    ownTitle: "Your card for today: ",
    sharedTitle: "Today's card: ",
    readMessage: "Read today's message",
    ownNote: "Signed in, you get a card of your own each day.",
    share: "Share",
    copyLink: "Copy link",
    copied: "Link copied",
    copyFailed: "The link could not be copied. Please try again.",
    shareTitle: "{card}: my card of the day",
    message: "Today's message",
    meaning: "What {card} means",
    shared: "Everyone shares this card today.",
    signIn: "Sign in",
    forOwn: "for a card of your own each day, free.",
  },
  /**
   * The 35 questions 'Suggest question' offers, one per press (docs/product.md#reading-screen): our own words.
   * Every language gives its own in the same order; the writers' tests ask these (lib/tarot/sample-questions.ts).
   */
  sampleQuestions: [
    "What do I most need to understand about my situation right now?",
    "What energy should I carry into the coming month?",
    "Is this the right time to make a big change?",
    "What is holding me back from moving forward?",
    "How can I bring more balance into my daily life?",
    "What lesson is this difficult period trying to teach me?",
    "Should I say yes to the opportunity in front of me?",
    "What does my heart want that my mind keeps ignoring?",
    "How can I strengthen my closest relationship?",
    "What should I know before starting a new relationship?",
    "How can I let go of a past relationship with grace?",
    "Where is my career heading if I stay on this path?",
    "What step would move my work life in a better direction?",
    "Is it wise to ask for more responsibility at work?",
    "How can I feel more secure about money this year?",
    "What habit would most support my wellbeing?",
    "Where am I spending energy that I could save for myself?",
    "How can I rest more deeply when life feels busy?",
    "Which strength of mine am I underestimating?",
    "What old story about myself is ready to be rewritten?",
    "How can I grow more patient with myself?",
    "What is my intuition trying to tell me?",
    "How can I deepen my spiritual practice?",
    "What sign should I watch for in the weeks ahead?",
    "Will my current project succeed if I keep my plan?",
    "What is the next practical step for my project?",
    "What obstacle in my plans have I not yet noticed?",
    "Why have I been feeling restless lately?",
    "How can I make peace with a feeling I keep avoiding?",
    "What would help me feel lighter this week?",
    "How can I reconnect with my creativity?",
    "What idea deserves more of my attention?",
    "What is blocking my creative flow, and how do I clear it?",
    "What should I focus on to make today meaningful?",
    "What can I celebrate about how far I have come?",
  ],
};
