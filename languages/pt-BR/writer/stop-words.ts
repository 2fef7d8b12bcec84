/** Brazilian Portuguese words that carry no topic (lib/writers/question, the quality checks) and tell a text is Portuguese. */
export const stopWords =
  "o a os as um uma uns umas e ou mas nem se de do da dos das em no na nos nas num numa ao à aos às pelo pela pelos pelas por para pra com sem sobre entre até desde que quê como quando onde aonde quem qual quais quanto quanta este esta isto estes estas esse essa isso esses essas aquele aquela aquilo eu me mim meu minha meus minhas comigo você vocês te ti tu seu sua seus suas nós nosso nossa nossos nossas ele ela eles elas lhe lhes não sim já mais muito muita também agora é são era foi ser estar está estão estou estava será seria devo deveria posso pode poderia vou vai vamos vão há tem tenho tinha ter algo alguém nada tudo todo toda todos todas outro outra";

/** Words every Portuguese question about the cards shares: no topic of its own. */
export const fillers = "futuro acontecer acontecerá acontece saber dizer diga cartas carta leitura tarô tarot pergunta perguntar resposta próximo logo realmente favor coisa coisas forma jeito";

/** Letters and spellings of Portuguese among our languages. */
export const marks = "[ãõ]|ção|ções";
