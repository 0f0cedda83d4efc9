/**
 * Common first names in France, normalised (lowercase, no accents). A name in a question is
 * replaced by one '#prenom' feature: 'Est-ce que Julien va revenir ?' then teaches the
 * classifier about every name, not about Julien. Names that are also common words
 * (pierre, rose, ange, noel, claire, victoire, marine, jade...) are left out on purpose.
 */
export const FIRST_NAMES: ReadonlySet<string> = new Set(
  `adam adel adele adrien agathe ahmed aicha alain alex alexandra alexandre alexis alice alicia aline amandine amelie
   amine amir anais andre andrea angelique anissa anna anne annie anthony antoine antonin arnaud arthur audrey aurelie
   aurelien axel aya aymeric bastien baptiste benjamin benoit bernard bilal brice bruno camille carla carole caroline
   catherine cecile celia celine charles charlene charlotte chloe christian christine christophe claude clara clement
   coralie corentin cyril damien daniel david delphine denis diane dimitri dylan eddy edouard elena eliott elisa elise
   elodie eloise emilie emma emmanuel enzo eric estelle ethan etienne eva evan fabien fabienne fabrice fanny farid
   fatima fatou florence florian francis franck francois frederic gabriel gael gaelle geoffrey georges gerald gerard
   gilles gregory guillaume helene henri hugo ibrahim ilyes ines isabelle jacques jean jeanne jeremy jerome jessica
   jonathan jordan josephine julie julien juliette justine karim karima kevin khadija laetitia laura laure laurence
   laurent lea leila leo leon lina lisa loic lola lou louis louise luc luca lucas lucie ludovic madeleine mael
   maelle malik manon marc marcel margaux marion martin martine mathieu mathilde matteo
   mathis maxime medhi mehdi melanie melissa michael michel mickael mohamed morgane myriam nadia nadine nathalie nathan
   nicolas nina noah noemie nora olivier oceane pascal pascale patrice patricia patrick paul pauline philippe quentin
   rachid rayan regis remi remy renaud richard robin romain romane sabrina sacha salome samir samira samuel sandra
   sandrine sarah sebastien selim severine simon sofia sonia sophie stephane stephanie steven sylvain sylvie theo
   thibault thierry thomas timothee tony valentin valerie vanessa victor vincent virginie william xavier yanis yann
   yannick yasmine yassine yohan yoann youssef yvan zoe`.split(/\s+/),
);
