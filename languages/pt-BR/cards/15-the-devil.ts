import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "O Diabo",
  keywords: {
    upright: ["apego", "tentação", "padrões nocivos", "materialismo", "sensação de aprisionamento", "lado sombrio", "compulsão"],
    reversed: ["romper as correntes", "libertação", "retomada do poder", "enxergar o padrão", "desapego", "encarar a sombra"],
  },
  summary:
    "Uma figura com chifres se impõe sobre um casal acorrentado, com coleiras tão frouxas que poderiam ser tiradas. As amarras que prendem você podem estar mais soltas do que parecem.",
  upright:
    "Sob uma figura com chifres e asas de morcego, com um pentagrama invertido na testa, um homem e uma mulher estão acorrentados a um pedestal negro. Nasceram neles pequenos chifres e caudas, como se tivessem começado a se parecer com aquilo que os prende. Mas olhe com atenção: as correntes em volta do pescoço estão frouxas o bastante para serem tiradas. O Diabo fala dos laços que aceitamos, muitas vezes sem perceber, e que limitam a nossa liberdade." +
    "\n\n" +
    "Esta carta pode apontar para hábitos, dependências, relacionamentos ou ambições que ganharam vida própria. Também pode destacar o materialismo, ou a atração do prazer imediato em detrimento do bem-estar a longo prazo. Nada disso tem a intenção de envergonhar você. O Diabo pede que você olhe com honestidade para aquilo que tem poder sobre você e para o que você ganha mantendo isso. Dar nome ao padrão é o primeiro afrouxamento da corrente, e o apoio de outras pessoas pode ajudar você a tirá-la de vez.",
  reversed:
    "De cabeça para baixo, esta carta costuma marcar o momento do despertar. Você reconhece um padrão pelo que ele é, e a vontade de se libertar fica mais forte do que o conforto de ficar. Pode ser o começo da retomada de tempo, energia ou amor-próprio que algo vinha consumindo em silêncio." +
    "\n\n" +
    "A libertação, porém, raramente é um único gesto dramático. Você pode ter recaídas, ou descobrir que velhas tentações voltam com novos disfarces. Tenha paciência e honestidade consigo; cada pequena recusa fortalece a sua independência. A inversão também pode pedir que você encare o lado sombrio da sua personalidade, o ciúme, o medo ou a fome que você preferiria não ver, para que eles percam o seu poder oculto. Em algumas leituras, ela avisa que, ao contrário, um apego se aprofundou e, nesse caso, buscar apoio é sinal de força.",
  categories: {
    general:
      "O Diabo pergunta o que está prendendo você no lugar e se você consentiu com isso mais do que imagina. Olhe com honestidade para os padrões, desejos ou medos que estão levando a melhor, e lembre-se de que as correntes da carta estão frouxas.",
    love:
      "No amor, esta carta pode revelar uma atração intensa, mas também possessividade, codependência ou um vínculo do qual parece difícil sair. Pergunte-se se a conexão se apoia na liberdade e no respeito mútuo, ou no medo, no hábito e no controle.",
    career:
      "Profissionalmente, o Diabo pode descrever as algemas de ouro: um emprego mantido pelo dinheiro ou pelo status que já não parece certo, ou uma cultura que recompensa o excesso de trabalho. Nas finanças, tenha cuidado com dívidas e com gastos movidos pela compulsão, e não pela necessidade.",
    health:
      "Em vez de qualquer coisa médica, leia esta carta como um espelho dos hábitos que se instalaram, seja em torno de telas, substâncias, comida ou excesso de trabalho. Repare no que você busca nos momentos de cansaço ou estresse; se um padrão parecer difícil de mudar sem ajuda, um profissional qualificado ou um grupo de apoio pode fazer diferença.",
    personal_development:
      "Aqui, crescer significa trabalhar a sombra: encontrar as partes de você que você preferiria esconder. Entender por que um padrão se formou afrouxa o domínio dele e devolve a você uma escolha de verdade.",
    spirituality:
      "No plano espiritual, o Diabo aponta para tudo o que distrai você dos seus valores mais profundos, incluindo obsessões materiais e dogmas rígidos. A consciência sem autocondenação é o caminho para a liberdade.",
    projects:
      "Um plano pode estar sendo movido pelo ego, pelo medo de ficar de fora ou pelo que já foi investido, o que torna difícil desistir. Confira os seus verdadeiros motivos e pergunte-se se o projeto está servindo você ou se você passou a servir a ele.",
    emotions:
      "Emoções fortes como ciúme, desejo compulsivo ou ressentimento podem dar a sensação de uma armadilha. Trate-as como informação, e não como ordens; muitas vezes, simplesmente dar nome ao que você sente já basta para afrouxar o domínio delas.",
    creativity:
      "Na criação, o Diabo pode liberar uma energia crua e provocadora, se você tiver coragem de explorar temas mais sombrios. Só cuide para que o perfeccionismo ou a fome de aprovação não estejam acorrentando você à obra.",
  },
  advice: "Dê nome ao que tem poder sobre você e teste o quanto essa corrente está realmente frouxa.",
  yesNoReason:
    "O Diabo pende para o não porque a pergunta pode estar enredada em apego, tentação ou pressões que não fariam bem a você.",
  element: "Terra",
  astrology: "Capricórnio",
  imageAlt:
    "Um diabo com chifres e asas de morcego, com um pentagrama invertido na testa, está agachado sobre um pedestal negro, com uma das mãos erguida e a outra segurando uma tocha acesa voltada para baixo. Um homem e uma mulher nus, com pequenos chifres e caudas, estão presos pelo pescoço ao pedestal abaixo por correntes frouxas.",
};
