/** English words that carry no topic (lib/writers/question, the quality checks) and tell a text is English. */
export const stopWords =
  "a an the and or but if of to in on at for with about from by into onto over under than then so as is are was were be been being am do does did done doing have has had having what how why when where who whom whose which this that these those it its it's i i'm i'll i'd i've me my mine myself you your yours yourself we us our they them their he him his she her hers can could should would will shall may might must not no yes any some more most much many very just also there here now ever still yet out up let lets all one's don't doesn't didn't isn't aren't won't can't";

/** Words every English question about the cards shares: no topic of its own. */
export const fillers =
  "going get got make made tell say says said know think want wants need needs happen happens happening future next soon really please come coming far lately right time keep keeps trying try card cards reading tarot question ask asking answer one two way something anything thing things";

/** English has no letters of its own among our languages. */
export const marks = "(?!)";
