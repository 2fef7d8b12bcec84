/** French words that carry no topic (lib/writers/question, the quality checks) and tell a text is French. */
export const stopWords =
  "est-ce le la les l l' un une des et ou mais si de du d d' au aux à en dans avec pour par sur sous chez entre vers est sont était être suis es sera serai serais dois devrais doit puis peux peut pourrait pourrais vais va vas que qu qu' quoi comment pourquoi quand où qui quel quelle quels quelles ce cet cette ces ça cela ceci je j j' me m m' moi mon ma mes tu te t t' toi ton ta tes nous notre nos vous votre vos il elle ils elles on se s s' son sa ses lui leur leurs ne n n' pas non oui plus très aussi y ai as ont avons avez avait c c'";

/** Words every French question about the cards shares: no topic of its own. */
export const fillers = "avenir futur bientôt savoir dire dis cartes carte tirage tarot question demander réponse prochain prochaine vraiment chose choses façon";

/** Letters and spellings of French among our languages. */
export const marks = "œ|(?<!\\p{L})(?:est-ce|qu'|c'est|j')|-(?:je|t-il|t-elle)(?!\\p{L})";
