import type { ContentTranslation } from './types.ts';

/** The demo catalogue's lesson descriptions and outcomes in French (issue 21; tone: decision 112). */
export const fr: ContentTranslation = {
  english: [
    // A1
    [
      // 1. Welcome to your English course
      [
        'Faites la connaissance de votre professeur et de vos camarades, et découvrez comment se déroulent les cours en direct chez Parla. Nous explorons les outils de la classe et fixons vos objectifs pour le niveau A1.',
        [
          'Utiliser le micro, le chat et les diapositives en cours',
          'Saluer quelqu’un et prendre congé',
          'Se fixer un objectif personnel pour le cours',
        ],
      ],
      // 2. Nice to meet you: introductions
      [
        'Présentez-vous et présentez les autres : nom, pays, métier et langues parlées. Nous pratiquons le verbe « to be » dans de courtes conversations.',
        [
          'Se présenter en trois phrases',
          "Demander « What's your name? » et « Where are you from? »",
          'Employer correctement am, is et are',
        ],
      ],
      // 3. Numbers, dates and the alphabet
      [
        'Épelez votre nom, donnez votre numéro de téléphone et dites la date. Ces bases reviennent dans chaque formulaire et chaque appel téléphonique.',
        [
          'Épeler des mots avec l’alphabet anglais',
          'Dire des nombres, des numéros de téléphone et des prix',
          'Dire la date à la britannique et à l’américaine',
        ],
      ],
      // 4. Chapter check: Hello, world
      [
        'Une révision détendue des présentations, de l’épellation et des nombres à travers de courts jeux de rôle. Vous recevez un retour sur ce qu’il vous reste à travailler.',
        ['Se présenter avec aisance', 'Épeler et donner des nombres sans erreur', 'Savoir quoi réviser avant le chapitre 2'],
      ],
      // 5. My family and friends
      [
        'Parlez des personnes qui comptent dans votre vie grâce au vocabulaire de la famille et aux adjectifs possessifs. Vous décrivez une photo de personnes que vous connaissez.',
        ['Nommer les membres de la famille', 'Employer my, your, his, her, their', 'Décrire brièvement l’apparence d’une personne'],
      ],
      // 6. Present simple: my daily routine
      [
        'Décrivez vos habitudes et votre quotidien au present simple, y compris le -s de la troisième personne. Nous comparons nos journées types en semaine.',
        [
          'Former des phrases affirmatives et des questions au present simple',
          'Ajouter le -s à la troisième personne',
          'Employer des adverbes de fréquence comme always et never',
        ],
      ],
      // 7. Where I live: homes and neighbourhoods
      [
        'Lisez de courtes descriptions de logements et de quartiers, puis répondez à des questions. Nous apprenons « there is » et « there are » pour décrire des lieux.',
        ['Comprendre de courts textes descriptifs', 'Employer there is / there are', 'Décrire votre logement et votre rue'],
      ],
      // 8. Chapter check: People and places
      [
        'Révisez le vocabulaire de la famille, le present simple et la description de lieux lors d’un court entretien avec un partenaire.',
        [
          'Parler de votre famille et de votre quotidien',
          'Décrire l’endroit où vous vivez',
          'Poser des questions au present simple et y répondre',
        ],
      ],
      // 9. At the café: ordering food and drink
      [
        "Commandez à manger et à boire, demandez les prix et réglez l’addition. Nous pratiquons des formules de politesse comme « Could I have... » et « I'd like... ».",
        [
          'Commander poliment dans un café',
          'Demander combien coûte quelque chose',
          'Employer les noms d’aliments dénombrables et indénombrables',
        ],
      ],
      // 10. What time is it? Plans and schedules
      [
        'Écoutez des personnes qui organisent leur emploi du temps et repérez les heures, les jours et les lieux. Ensuite, fixez un rendez-vous avec un ou une camarade.',
        [
          'Comprendre les heures et les jours dans des enregistrements',
          'Employer les prépositions de temps : at, on, in',
          'Convenir d’une heure de rendez-vous',
        ],
      ],
      // 11. Can and can't: abilities and requests
      [
        'Dites ce que vous savez faire ou non et formulez des demandes simples. Nous jouons au jeu « find someone who ».',
        ["Exprimer une capacité avec can et can't", 'Formuler des demandes simples et y répondre', "Prononcer clairement can et can't"],
      ],
      // 12. Writing a short message
      [
        'Écrivez des SMS et de courts e-mails à des amis : invitations, réponses et petites nouvelles. L’accent est mis sur les majuscules et la ponctuation.',
        ['Écrire une invitation informelle', 'Répondre pour accepter ou refuser', 'Utiliser correctement la ponctuation et les majuscules'],
      ],
      // 13. Chapter check: Everyday life
      [
        'Un entraînement varié pour commander, organiser, parler de vos capacités et écrire des messages. Votre professeur vous fait un retour détaillé sur la correction de votre anglais.',
        ['Réussir un jeu de rôle au café', 'Organiser des projets en précisant heures et jours', 'Écrire un message court et clair'],
      ],
      // 14. Getting around town: asking for directions
      [
        'Demandez et indiquez le chemin à l’aide d’un plan, des prépositions de lieu et de points de repère. Très utile en voyage.',
        [
          'Demander poliment son chemin',
          'Comprendre turn left, go straight on, next to',
          'Indiquer le chemin vers un lieu que vous connaissez',
        ],
      ],
      // 15. Past simple: what did you do yesterday?
      [
        'Parlez d’hier et du week-end dernier au past simple, avec les verbes réguliers et les irréguliers les plus courants.',
        ['Former le past simple des verbes réguliers', 'Employer was, were, went, had', 'Raconter votre week-end en quelques phrases'],
      ],
      // 16. Open discussion: travel and holidays
      [
        'Une conversation libre sur les voyages que vous avez faits et les endroits dont vous rêvez. Mobilisez tout ce que vous avez appris au niveau A1.',
        ['Parler une minute d’un voyage', 'Poser des questions de relance', 'Recommander un lieu à visiter'],
      ],
      // 17. Chapter check: Out and about
      [
        'Le bilan final du niveau A1 : itinéraires, past simple et court exposé sur un voyage. Vous repartez avec des pistes claires pour le niveau A2.',
        ['Indiquer un chemin et suivre des indications', 'Parler du passé avec précision', 'Présenter un voyage en quelques phrases'],
      ],
    ],
    // A2
    [
      // 1. Present perfect: have you ever...?
      [
        'Parlez de vos expériences de vie avec le present perfect et ever/never.',
        ['Former le present perfect', 'Interroger quelqu’un sur ses expériences avec ever', 'Distinguer le present perfect du past simple'],
      ],
      // 2. Shopping and clothes
      [
        'Décrivez des vêtements, des tailles et des couleurs, et menez une conversation en magasin.',
        ['Nommer des vêtements et des matières', 'Demander une taille et essayer des vêtements', 'Rendre ou échanger un article'],
      ],
      // 3. Making plans with going to
      [
        'Parlez de vos projets et de vos intentions avec « going to ».',
        [
          'Décrire des projets avec going to',
          'Inviter quelqu’un et répondre à une invitation',
          'Se mettre d’accord sur une heure et un lieu',
        ],
      ],
      // 4. At the train station
      [
        'Comprenez les annonces en gare et achetez des billets pour un trajet.',
        ['Repérer les informations de quai et d’horaire', 'Acheter un billet', 'Se renseigner sur les retards et les changements'],
      ],
      // 5. Healthy living
      [
        'Lisez un article de magazine sur les habitudes de vie et discutez des conseils donnés.',
        ['Comprendre les idées principales d’un article', 'Donner des conseils avec should', 'Parler de vos propres habitudes'],
      ],
      // 6. A postcard from my holiday
      [
        'Écrivez une carte postale ou une publication pour les réseaux sociaux à propos d’un voyage.',
        ['Décrire des lieux et des activités', 'Employer le past simple à l’écrit', 'Commencer et terminer sur un ton familier'],
      ],
    ],
    // B1
    [
      // 1. First and second conditionals
      [
        'Parlez de situations réelles et imaginaires avec des propositions en if.',
        ['Former le first conditional et le second conditional', 'Choisir le bon conditional', 'Discuter de situations hypothétiques'],
      ],
      // 2. Agreeing and disagreeing
      [
        'Exprimez votre opinion et réagissez poliment à celle des autres lors d’une discussion.',
        ['Exprimer clairement une opinion', 'Exprimer poliment votre accord ou votre désaccord', 'Demander des précisions'],
      ],
      // 3. A formal e-mail of enquiry
      [
        'Rédigez un e-mail formel pour demander des informations sur un cours ou un service.',
        [
          'Employer des formules d’appel et de politesse formelles',
          'Poser des questions indirectes',
          'Structurer clairement vos paragraphes',
        ],
      ],
      // 4. Job interviews
      [
        'Suivez un entretien d’embauche et entraînez-vous à répondre aux questions les plus courantes.',
        [
          'Comprendre les questions typiques d’un entretien',
          'Parler de vos points forts et de votre expérience',
          'Poser des questions au recruteur',
        ],
      ],
      // 5. The news in brief
      [
        'Lisez de courts articles d’actualité et racontez-les avec vos propres mots.',
        ['Identifier qui, quoi, où et quand', 'Employer des verbes introducteurs du discours rapporté', 'Résumer un article d’actualité'],
      ],
      // 6. Phrasal verbs for everyday life
      [
        'Apprenez les phrasal verbs que les anglophones utilisent tous les jours : get up, look after, run out of...',
        ['Comprendre les phrasal verbs courants', 'Les employer en contexte', 'Les séparer correctement'],
      ],
    ],
    // B2
    [
      // 1. The passive voice in news and reports
      [
        'Employez le passif pour mettre l’accent sur les actions et leurs résultats.',
        ['Former le passif à différents temps', 'Choisir entre l’actif et le passif', 'Employer « it is said that... »'],
      ],
      // 2. Debate: technology and privacy
      [
        'Défendez le pour et le contre lors d’un débat structuré.',
        ['Construire une argumentation étayée par des preuves', 'Employer des connecteurs d’opposition', 'Réfuter un argument adverse'],
      ],
      // 3. Writing an opinion essay
      [
        'Planifiez et rédigez un essai équilibré, avec une introduction et une conclusion.',
        ['Planifier la structure d’un essai', 'Rédiger des phrases d’ouverture de paragraphe', 'Conclure de façon convaincante'],
      ],
      // 4. TED-style talks
      [
        'Suivez une conférence inspirante et relevez son message principal.',
        [
          'Identifier l’idée principale de l’orateur',
          'Noter les exemples qui l’illustrent',
          'Discuter de la conférence avec un regard critique',
        ],
      ],
      // 5. Collocations for fluent speech
      [
        'Employez des associations de mots naturelles : make a decision, heavy traffic, take a risk.',
        ['Reconnaître les collocations fortes', 'Remplacer les associations peu naturelles', 'Employer des collocations à l’oral'],
      ],
      // 6. Long reads: the future of cities
      [
        'Lisez un long article et discutez de ses arguments.',
        ['Parcourir un long texte en lecture rapide et ciblée', 'Déduire l’attitude de l’auteur', 'Débattre des enjeux urbains'],
      ],
    ],
    // C1
    [
      // 1. Inversion for emphasis
      [
        'Employez des structures comme « Never have I... » et « Not only... but also » pour donner plus de force à vos propos.',
        [
          'Former l’inversion après une expression négative',
          'Employer l’inversion à l’écrit formel',
          'Reconnaître l’inversion dans les discours',
        ],
      ],
      // 2. Presenting with impact
      [
        'Faites une courte présentation clairement balisée et captez l’attention de votre public.',
        ['Ouvrir et conclure de façon mémorable', 'Baliser votre présentation', 'Répondre aux questions avec assurance'],
      ],
      // 3. Idioms and expressions
      [
        'Comprenez et employez des expressions idiomatiques issues du monde du travail, du sport et de la vie quotidienne.',
        [
          'Comprendre les expressions idiomatiques en contexte',
          'Employer les expressions idiomatiques avec naturel',
          'Éviter d’en abuser ou de les mélanger',
        ],
      ],
      // 4. Reports and proposals
      [
        'Rédigez un rapport clair, avec des intertitres et des recommandations.',
        ['Structurer un rapport', 'Adopter un style impersonnel', 'Formuler des recommandations'],
      ],
      // 5. Podcasts and panel discussions
      [
        'Suivez plusieurs intervenants, percevez leur attitude et résumez leurs positions.',
        [
          'Suivre des échanges où les voix se chevauchent',
          'Repérer l’ironie et les précautions oratoires',
          'Résumer des positions différentes',
        ],
      ],
      // 6. Negotiating a deal
      [
        'Négociez et trouvez un compromis dans un scénario réaliste.',
        ['Faire des propositions et y répondre', 'Employer des formulations prudentes', 'Conclure une négociation'],
      ],
    ],
    // C2
    [
      // 1. Literary fiction: style and voice
      [
        'Analysez un extrait de nouvelle et sa voix narrative.',
        ['Analyser le ton et le point de vue', 'Discuter de l’interprétation', 'Employer le vocabulaire littéraire'],
      ],
      // 2. Register: from banter to eulogy
      [
        'Passez d’un registre à l’autre avec maîtrise et sensibilité.',
        ['Identifier les marqueurs de registre', 'Adapter un message à son public', 'Prononcer un discours formel'],
      ],
      // 3. Cleft sentences and fronting
      [
        'Mettez l’information en relief avec les what-clefts, les it-clefts et le fronting.',
        [
          'Employer les cleft sentences pour insister',
          'Placer une information en tête de phrase pour créer un effet',
          'Varier le rythme des phrases',
        ],
      ],
      // 4. Nuance and connotation
      [
        'Choisissez entre des quasi-synonymes pour dire exactement ce que vous voulez dire.',
        ['Distinguer des quasi-synonymes', 'Reconnaître les connotations positives et négatives', 'Reformuler avec précision'],
      ],
      // 5. Persuasive writing and rhetoric
      [
        'Utilisez les procédés rhétoriques pour écrire un article percutant.',
        [
          'Employer le rythme ternaire, le contraste et les questions',
          'Répondre aux contre-arguments',
          'Réviser un texte pour le rendre plus concis',
        ],
      ],
      // 6. Open debate: ethics of AI
      [
        'Un débat libre et exigeant sur la technologie, le travail et la responsabilité.',
        [
          'Argumenter sur des sujets abstraits',
          'Concéder un point et contre-argumenter avec habileté',
          'Résumer un débat avec impartialité',
        ],
      ],
    ],
  ],
  'business-english': [
    // A1
    [
      // 1. Welcome to Business English
      [
        'Faites la connaissance de votre professeur et des autres participants, et découvrez le fonctionnement des cours Parla. Nous parlons de votre métier et des raisons pour lesquelles vous avez besoin de l’anglais au travail.',
        [
          'Utiliser les outils de la classe en toute confiance',
          'Dire ce que vous faites et où vous travaillez',
          'Se fixer un objectif d’apprentissage lié au travail',
        ],
      ],
      // 2. Introductions at work
      [
        'Présentez-vous et présentez vos collègues, indiquez votre poste et votre service, et lancez la conversation dès votre premier jour.',
        [
          'Se présenter en indiquant son poste et son entreprise',
          'Présenter un ou une collègue',
          'Engager une conversation informelle simple',
        ],
      ],
      // 3. Jobs, departments and the office
      [
        'Nommez les métiers, les services et les objets du bureau. Vous décrivez votre lieu de travail et vos tâches quotidiennes.',
        [
          'Nommer les métiers et les services courants',
          'Décrire votre lieu de travail',
          'Parler de vos tâches quotidiennes au present simple',
        ],
      ],
      // 4. Chapter check: First days at work
      [
        'Révisez les présentations et le vocabulaire du travail dans un jeu de rôle : votre premier jour dans une nouvelle entreprise.',
        ['Se présenter et présenter les autres au travail', 'Décrire clairement votre poste', 'Repérer les mots à réviser'],
      ],
      // 5. Writing simple work e-mails
      [
        'Écrivez de courts e-mails à vos collègues : une demande, une réponse et un remerciement. Apprenez les formules d’ouverture et de clôture usuelles et l’art de rédiger un objet.',
        ['Commencer et terminer un e-mail de façon appropriée', 'Rédiger un objet clair', 'Formuler une demande simple par écrit'],
      ],
      // 6. Polite requests: could, would, can
      [
        'Demandez les choses poliment au travail avec could, would et can, et répondez aux demandes.',
        ['Formuler des demandes polies', 'Accepter ou refuser poliment une demande', 'Choisir le bon niveau de formalité'],
      ],
      // 7. Reading schedules and agendas
      [
        'Lisez des ordres du jour, des plannings et des invitations d’agenda, et trouvez rapidement les informations essentielles.',
        [
          'Trouver des dates, des heures et des lieux dans des documents',
          'Comprendre les points d’un ordre du jour',
          'Accepter ou refuser une invitation d’agenda',
        ],
      ],
      // 8. Chapter check: Communicating in writing
      [
        'Rédigez un court échange d’e-mails au sujet d’une réunion et répondez-y. Votre professeur corrige le ton et la structure.',
        ['Rédiger un court e-mail professionnel', 'Répondre à une demande', 'Employer les formules de politesse de façon cohérente'],
      ],
      // 9. Phone calls: making and taking calls
      [
        'Répondez au téléphone, demandez à parler à quelqu’un, prenez un message et épelez des noms et des numéros au téléphone.',
        [
          'Décrocher et terminer un appel de façon professionnelle',
          'Prendre et laisser un message',
          'Épeler des noms et donner des numéros clairement',
        ],
      ],
      // 10. Understanding voicemail and video calls
      [
        'Écoutez des messages vocaux et de courts extraits de visioconférences, et notez les informations et les actions clés.',
        [
          'Saisir des noms, des numéros et des heures',
          'Noter les actions à mener d’après un message',
          'Demander à quelqu’un de répéter ou de parler plus lentement',
        ],
      ],
      // 11. Taking part in a meeting
      [
        'Saluez les participants d’une réunion, faites un court point d’avancement et posez des questions simples. Nous pratiquons des expressions utiles en réunion.',
        [
          'Faire un bref point d’avancement',
          'Poser des questions simples en réunion et y répondre',
          'Se mettre d’accord sur les prochaines étapes',
        ],
      ],
      // 12. Chapter check: Meetings and calls
      [
        'Un appel téléphonique simulé et une mini-réunion mettent vos nouvelles compétences à l’épreuve. Vous recevez un retour sur la clarté et la politesse.',
        [
          'Gérer un appel téléphonique du début à la fin',
          'Participer à une courte réunion',
          'Employer correctement les expressions de réunion',
        ],
      ],
      // 13. Numbers, prices and dates in business
      [
        'Parlez de prix, de quantités, de pourcentages et d’échéances. Utile pour les commandes, les factures et la planification.',
        ['Dire des prix et des pourcentages', 'Parler d’échéances et de dates', 'Lire des chiffres simples à voix haute'],
      ],
      // 14. Visitors and business travel
      [
        'Accueillez des visiteurs, proposez votre aide et parlez de l’organisation des déplacements et des hôtels.',
        ['Accueillir un visiteur dans votre entreprise', 'Parler de projets de voyage', 'Réserver une chambre d’hôtel ou un taxi'],
      ],
      // 15. Open discussion: my job and my company
      [
        'Une conversation libre sur votre travail, votre entreprise et vos objectifs de carrière, en mobilisant tout ce que vous avez vu dans ce module.',
        ['Décrire votre entreprise et votre rôle', 'Parler de vos objectifs de carrière', 'Interroger vos collègues sur leur travail'],
      ],
      // 16. Chapter check: Business basics
      [
        'Le bilan final du niveau A1 : un jeu de rôle d’accueil d’un visiteur, avec prix, dates et conversation informelle. Vous repartez avec des pistes claires pour la suite.',
        [
          'Accueillir un visiteur et engager la conversation',
          'Manier les nombres et les dates',
          'Faire le point sur vos progrès au niveau A1',
        ],
      ],
    ],
    // A2
    [
      // 1. Arranging meetings
      [
        'Proposez, confirmez et reportez des réunions par téléphone et par e-mail.',
        ['Proposer des horaires et des lieux', 'Confirmer et reporter un rendez-vous', 'S’excuser d’un changement de programme'],
      ],
      // 2. Products and services
      [
        'Décrivez ce que propose votre entreprise et ses atouts.',
        ['Décrire des produits et leurs caractéristiques', 'Comparer des produits', 'Parler des clients'],
      ],
      // 3. Following up after a meeting
      [
        'Rédigez un e-mail de suivi avec un compte rendu et les actions à mener.',
        ['Résumer les décisions', 'Lister les actions à mener', 'Fixer poliment une échéance'],
      ],
      // 4. Small talk with clients
      [
        'Entretenez la conversation avec des clients avant et après les réunions.',
        [
          'Engager et conclure une conversation informelle',
          'Choisir des sujets sans risque',
          'Montrer votre intérêt par des questions de relance',
        ],
      ],
    ],
    // B1
    [
      // 1. Presenting your team's results
      [
        'Faites une courte présentation structurée, chiffres à l’appui.',
        ['Structurer une courte présentation', 'Décrire des tendances et des chiffres', 'Répondre à des questions simples'],
      ],
      // 2. Handling customer complaints
      [
        'Écoutez les clients mécontents, présentez vos excuses et proposez des solutions.',
        ['Faire preuve d’empathie', 'Proposer des solutions', 'Assurer le suivi par écrit'],
      ],
      // 3. Project status reports
      [
        'Rédigez un rapport d’avancement concis : progrès, risques et prochaines étapes.',
        ['Rendre compte clairement de l’avancement', 'Signaler les risques', 'Proposer les prochaines étapes'],
      ],
      // 4. Conference calls with several speakers
      [
        'Suivez une conférence téléphonique à plusieurs intervenants et dissipez les malentendus.',
        ['Suivre plusieurs intervenants', 'Interrompre poliment', 'Vérifier que vous avez bien compris'],
      ],
    ],
    // B2
    [
      // 1. Negotiating terms
      [
        'Négociez le prix, les délais de livraison et les conditions, et parvenez à un accord.',
        ['Faire des offres et des contre-offres', 'Employer des formulations au conditionnel', 'Résumer un accord'],
      ],
      // 2. Leading a meeting
      [
        'Présidez une réunion, respectez le temps imparti et gérez les participants.',
        ['Ouvrir et clore une réunion', 'Recentrer la discussion', 'Gérer les participants difficiles'],
      ],
      // 3. Persuasive proposals
      [
        'Rédigez une proposition qui convainc les décideurs.',
        ['Structurer une proposition', 'Présenter les avantages de façon convaincante', 'Anticiper les objections'],
      ],
      // 4. Finance for non-financial managers
      [
        'Parlez budgets, coûts et bénéfices en toute confiance.',
        ['Comprendre les termes financiers clés', 'Décrire un budget', 'Discuter des économies possibles'],
      ],
    ],
    // C1
    [
      // 1. Pitching an idea to senior management
      [
        'Présentez un pitch concis et convaincant, puis défendez-le.',
        ['Structurer un pitch', 'Employer des techniques de persuasion', 'Défendre votre idée face aux questions'],
      ],
      // 2. Cross-cultural communication
      [
        'Gérez les différences culturelles au sein d’équipes internationales.',
        ['Reconnaître les styles de communication propres à chaque culture', 'Adapter votre degré de franchise', 'Éviter les malentendus'],
      ],
      // 3. Executive summaries
      [
        'Condensez un long rapport en une synthèse d’une page pour la direction.',
        ['Identifier les messages clés', 'Écrire de façon concise', 'Commencer par les recommandations'],
      ],
      // 4. Earnings calls and business podcasts
      [
        'Suivez des discussions d’affaires rapides et spécialisées.',
        ['Comprendre une discussion financière', 'Noter les chiffres clés', 'Évaluer des arguments'],
      ],
    ],
    // C2
    [
      // 1. Crisis communication
      [
        'Communiquez avec clarté et sang-froid auprès des parties prenantes en situation de crise.',
        ['Annoncer une mauvaise nouvelle', 'Choisir vos mots avec soin sous pression', 'Répondre à des questions hostiles'],
      ],
      // 2. High-stakes negotiation
      [
        'Négociez des accords complexes avec plusieurs parties.',
        [
          'Établir une relation de confiance et un rapport de force favorable',
          'Faire des concessions stratégiques',
          'Conclure des accords complexes',
        ],
      ],
      // 3. Thought leadership articles
      [
        'Rédigez un article qui fait autorité auprès d’un public de professionnels.',
        ['Développer une argumentation originale', 'Adopter un ton qui fait autorité', 'Retravailler un texte pour plus d’impact'],
      ],
      // 4. Open discussion: the future of work
      [
        'Une discussion exigeante sur le leadership, la technologie et le monde du travail.',
        ['Défendre des positions nuancées', 'Remettre en question les idées reçues', 'Faire la synthèse des points de vue'],
      ],
    ],
  ],
  german: [
    // A1
    [
      // 1. Willkommen! Your German course at Parla
      [
        'Faites la connaissance de votre professeur et de vos camarades, et découvrez comment se déroule un cours Parla en direct. Nous passons en revue le parcours du A1 au C2 et essayons ensemble les outils de la classe.',
        [
          'Utiliser les outils de la classe : micro, chat et diapositives',
          'Saluer le groupe avec « Hallo » et « Guten Tag »',
          'Savoir réserver un cours, le préparer et le réviser',
        ],
      ],
      // 2. Hallo! Sich vorstellen
      [
        'Dites qui vous êtes, d’où vous venez et quelles langues vous parlez. Vous vous entraînez aux premières questions que tout le monde pose lors d’une nouvelle rencontre.',
        [
          'Se présenter : nom, pays et ville',
          'Demander « Wie heißt du? » et « Woher kommst du? »',
          'Choisir entre « du » et « Sie » dans les situations du quotidien',
        ],
      ],
      // 3. Zahlen, Uhrzeit und Termine
      [
        'Comptez de 0 à 100, donnez l’heure et fixez un rendez-vous. Les nombres reviennent partout : numéros de téléphone, prix et horaires d’ouverture.',
        [
          'Dire et comprendre les nombres de 0 à 100',
          'Donner l’heure de façon officielle et familière',
          'Fixer et confirmer un rendez-vous',
        ],
      ],
      // 4. Kapiteltest: Erste Schritte
      [
        'Un bilan bienveillant du premier chapitre : présentations, nombres et heures dans de courts jeux de rôle. Votre professeur note ce qu’il faut revoir avant de continuer.',
        [
          'Se présenter sans notes',
          'Échanger correctement numéros de téléphone et horaires',
          'Repérer vos propres lacunes sur ce chapitre',
        ],
      ],
      // 5. Der, die, das: Artikel und Nomen
      [
        'En allemand, chaque nom a un genre. Apprenez les articles définis et indéfinis, quelques régularités utiles pour deviner le genre et la bonne méthode pour apprendre chaque nouveau nom avec son article.',
        [
          'Employer correctement der, die, das et ein, eine',
          'Reconnaître des terminaisons typiques comme -ung, -chen et -er',
          'Former le pluriel des noms courants',
        ],
      ],
      // 6. Meine Familie
      [
        'Parlez de votre famille et de vos proches. Nous employons les articles possessifs et décrivons des personnes avec des adjectifs simples.',
        [
          'Nommer les membres de la famille et les liens de parenté',
          'Employer mein, meine, dein, deine',
          'Décrire une personne en deux ou trois phrases',
        ],
      ],
      // 7. Verben im Präsens: ich wohne, du wohnst
      [
        'Conjuguez au présent les verbes réguliers ainsi que les irréguliers essentiels sein et haben. Vous construirez des phrases complètes avec le verbe en deuxième position.',
        [
          'Conjuguer les verbes réguliers au présent',
          'Employer sein et haben à toutes les personnes',
          'Placer le verbe en deuxième position dans les phrases déclaratives',
        ],
      ],
      // 8. Kapiteltest: Menschen und Dinge
      [
        'Montrez ce que vous savez des articles, du vocabulaire de la famille et des verbes au présent. Un court jeu de rôle autour d’une photo de famille clôt le chapitre.',
        [
          'Décrire une photo de famille',
          'Employer avec précision les articles et les terminaisons verbales',
          'Poser des questions sur d’autres personnes et y répondre',
        ],
      ],
      // 9. Im Café bestellen
      [
        'Commandez à manger et à boire, demandez l’addition et payez. Nous pratiquons les formes polies avec « möchten » et « hätte gern » dans des dialogues de café réalistes.',
        [
          'Commander poliment avec « Ich möchte » et « Ich hätte gern »',
          'Demander les prix et régler l’addition',
          'Comprendre une carte simple',
        ],
      ],
      // 10. Mein Tag: Tagesablauf hören
      [
        'Écoutez des personnes décrire leur journée et repérez les heures et les activités. Vous décrivez ensuite votre propre journée avec des verbes séparables.',
        [
          'Comprendre les heures et les activités dans de courts enregistrements',
          'Employer des verbes séparables comme aufstehen et einkaufen',
          'Décrire votre journée type',
        ],
      ],
      // 11. Einkaufen auf dem Markt
      [
        'Lisez des panneaux de marché, des listes de courses et de petites annonces. Vous apprenez les quantités, les emballages et les prix, puis les utilisez dans un jeu de rôle au marché.',
        [
          'Lire des prix, des quantités et de petites annonces',
          'Nommer des aliments et des contenants courants',
          'Acheter quelque chose sur un étal de marché',
        ],
      ],
      // 12. Eine kurze Nachricht schreiben
      [
        'Écrivez de courts messages à des amis et à des collègues : une invitation, une réponse et un changement de programme. L’accent est mis sur les formules de salutation et de clôture et sur l’ordre des mots.',
        ['Écrire une invitation informelle', 'Accepter ou refuser poliment', 'Employer les bonnes formules de salutation et de clôture'],
      ],
      // 13. Kapiteltest: Alltag
      [
        'Révisez la commande au café, le quotidien, les achats et les messages dans une tâche variée. Votre professeur vous fait un retour sur votre aisance et votre correction.',
        ['Mener un dialogue au café et au marché', 'Décrire une journée type', 'Écrire un message court et clair'],
      ],
      // 14. Nach dem Weg fragen
      [
        'Demandez et indiquez le chemin en ville, et comprenez les réponses qui emploient des prépositions de lieu. Nous travaillons avec un vrai plan de ville.',
        [
          'Demander poliment son chemin',
          'Comprendre links, rechts, geradeaus et les points de repère',
          'Expliquer le chemin vers un lieu que vous connaissez',
        ],
      ],
      // 15. Modalverben: können, möchten, müssen
      [
        'Exprimez la capacité, le souhait et l’obligation avec les verbes de modalité et la parenthèse verbale. Vous organisez une sortie de week-end avec votre groupe.',
        ['Conjuguer können, möchten et müssen', 'Placer l’infinitif en fin de phrase', 'Faire des projets et parler de vos obligations'],
      ],
      // 16. Offene Diskussion: Meine Stadt
      [
        'Une conversation libre sur les endroits où nous vivons : ce qui nous plaît, ce qui nous manque et ce que les visiteurs devraient voir. Mobilisez tout ce que vous avez appris au niveau A1.',
        ['Parler une minute de votre ville', 'Poser des questions de relance', 'Recommander des lieux à visiter'],
      ],
      // 17. Kapiteltest: Unterwegs
      [
        'Le bilan final du module A1 : itinéraires, verbes de modalité et courte présentation de votre ville. Vous repartez avec la liste de vos points forts et de vos prochaines étapes.',
        ['Indiquer un chemin avec précision', 'Employer les verbes de modalité en contexte', 'Présenter votre ville en quelques phrases'],
      ],
    ],
    // A2
    [
      // 1. Perfekt: Was hast du am Wochenende gemacht?
      [
        'Parlez du passé au Perfekt en choisissant entre haben et sein. Nous échangeons nos récits de week-end en petits groupes.',
        [
          'Former le participe passé des verbes réguliers et irréguliers',
          'Choisir entre haben et sein',
          'Raconter votre week-end en quelques phrases',
        ],
      ],
      // 2. Wohnungssuche: Anzeigen verstehen
      [
        'Lisez des annonces de logement avec leurs abréviations et comparez les offres. Vous appelez ensuite un propriétaire dans un jeu de rôle.',
        [
          'Décoder des abréviations comme 2-Zi.-Whg. et NK',
          'Comparer des logements selon le prix et les équipements',
          'Convenir d’une visite par téléphone',
        ],
      ],
      // 3. Beim Arzt
      [
        'Décrivez vos symptômes, comprenez les conseils et prenez rendez-vous dans un cabinet médical. Très utile au quotidien dans les pays germanophones.',
        ['Nommer les parties du corps et les symptômes', 'Comprendre les consignes d’un médecin', 'Prendre et déplacer un rendez-vous'],
      ],
      // 4. Wechselpräpositionen: Wo oder wohin?
      [
        'Employez in, an, auf et les autres prépositions mixtes, avec le datif pour le lieu et l’accusatif pour la direction. Nous aménageons un appartement ensemble.',
        ['Distinguer le lieu de la direction', 'Employer stellen/stehen, legen/liegen', 'Décrire où se trouvent les objets dans une pièce'],
      ],
    ],
    // B1
    [
      // 1. Nebensätze mit weil, obwohl und dass
      [
        'Exprimez la cause et l’opposition avec des subordonnées, verbe en fin de proposition.',
        [
          'Construire des subordonnées avec weil, obwohl et dass',
          'Placer le verbe conjugué en fin de proposition',
          'Enchaîner vos idées dans des réponses plus longues',
        ],
      ],
      // 2. Bewerbung und Lebenslauf
      [
        'Rédigez une lettre de motivation à l’allemande et un CV sous forme de tableau pour un poste qui vous intéresse.',
        [
          'Structurer une candidature formelle',
          'Employer les formules types de la lettre de motivation',
          'Présenter votre expérience de façon concise',
        ],
      ],
      // 3. Meinungen äußern: Ich finde, dass...
      [
        'Exprimez votre accord ou votre désaccord et pesez le pour et le contre sur des sujets du quotidien comme les réseaux sociaux.',
        ['Exprimer et justifier une opinion', 'Exprimer poliment votre accord ou votre désaccord', 'Réagir aux opinions des autres'],
      ],
      // 4. Radio: Nachrichten verstehen
      [
        'Suivez de courts bulletins d’information à la radio et notez les faits principaux.',
        [
          'Identifier le sujet et les faits clés d’une information',
          'Comprendre des nombres et des noms prononcés rapidement',
          'Résumer une information à l’oral',
        ],
      ],
    ],
    // B2
    [
      // 1. Das Passiv in Alltag und Nachrichten
      [
        'Employez le passif avec werden et sein pour décrire des processus et des faits d’actualité.',
        ['Former le passif à tous les temps', 'Choisir entre l’actif et le passif', 'Décrire un processus étape par étape'],
      ],
      // 2. Diskussion: Die Arbeit der Zukunft
      [
        'Débattez du télétravail, de l’automatisation et de la semaine de quatre jours.',
        [
          'Argumenter pour et contre une position',
          'Employer des connecteurs comme einerseits, andererseits',
          'Animer une courte discussion',
        ],
      ],
      // 3. Zeitungsartikel zusammenfassen
      [
        'Lisez un article de presse et rédigez un résumé neutre au discours indirect.',
        ['Identifier l’argument principal d’un article', 'Employer le Konjunktiv I pour le discours rapporté', 'Rédiger un résumé concis'],
      ],
      // 4. Eine formelle Beschwerde schreiben
      [
        'Rédigez une réclamation adressée à une entreprise, en exposant clairement les faits et vos attentes.',
        ['Structurer une réclamation formelle', 'Employer un ton poli mais ferme', 'Formuler une demande claire'],
      ],
    ],
    // C1
    [
      // 1. Nominalstil in Fachtexten
      [
        'Comprenez et pratiquez le style nominal, riche en substantifs, de l’allemand universitaire et professionnel.',
        [
          'Transformer des groupes verbaux en groupes nominaux, et inversement',
          'Lire des textes spécialisés denses',
          'Choisir le style adapté au lecteur',
        ],
      ],
      // 2. Einen Vortrag halten
      [
        'Faites un court exposé clairement structuré et répondez aux questions du public.',
        [
          'Structurer un exposé en annonçant clairement ses étapes',
          'Utiliser efficacement des supports visuels',
          'Répondre calmement aux questions difficiles',
        ],
      ],
      // 3. Redewendungen und Idiome
      [
        'Apprenez les expressions idiomatiques que les germanophones emploient tous les jours, de « Daumen drücken » à « auf dem Schlauch stehen ».',
        [
          'Comprendre les expressions idiomatiques courantes en contexte',
          'Employer les expressions idiomatiques à bon escient',
          'Éviter les faux amis dans les tournures idiomatiques',
        ],
      ],
      // 4. Podcast: Gesellschaft und Debatte
      [
        'Suivez une discussion de podcast au rythme soutenu et notez les arguments et les attitudes.',
        [
          'Suivre des intervenants qui se coupent la parole',
          'Repérer l’ironie et l’attitude',
          'Noter des arguments pour une discussion ultérieure',
        ],
      ],
    ],
    // C2
    [
      // 1. Stilebenen: Vom Smalltalk bis zur Festrede
      [
        'Passez avec assurance d’un registre à l’autre, de la conversation détendue au discours solennel.',
        ['Identifier les marqueurs de registre', 'Adapter un message à différents publics', 'Porter un court toast solennel'],
      ],
      // 2. Literarische Texte analysieren
      [
        'Lisez un extrait de littérature allemande contemporaine et discutez de son style et de son sens.',
        ['Analyser la perspective narrative et le ton', 'Débattre des interprétations', 'Employer le vocabulaire de l’analyse littéraire'],
      ],
      // 3. Feinheiten der Modalpartikeln
      [
        'Maîtrisez doch, ja, mal, eben et halt pour vous exprimer de façon naturelle et nuancée.',
        [
          'Comprendre l’effet des particules modales',
          'Employer les particules pour atténuer ou insister',
          'Reconnaître les préférences régionales',
        ],
      ],
      // 4. Debatte: Ethik und Technik
      [
        'Un débat ouvert sur l’intelligence artificielle, la protection de la vie privée et la responsabilité.',
        [
          'Argumenter avec précision sur des sujets abstraits',
          'Concéder un point et contre-argumenter avec habileté',
          'Résumer un débat avec impartialité',
        ],
      ],
    ],
  ],
  spanish: [
    // A1
    [
      // 1. ¡Bienvenidos! Your Spanish course
      [
        'Faites la connaissance de votre professeur et de vos camarades, et découvrez le fonctionnement des cours Parla. Nous essayons les outils de la classe et découvrons le parcours du A1 au C2.',
        ['Utiliser les outils de la classe', 'Saluer avec « hola » et « buenos días »', 'Fixer un objectif pour votre espagnol'],
      ],
      // 2. ¡Hola! ¿Cómo te llamas?
      [
        'Présentez-vous, dites d’où vous venez et posez les mêmes questions aux autres. Nous pratiquons les verbes ser et llamarse.',
        ['Se présenter : nom et origine', 'Demander « ¿Cómo te llamas? » et « ¿De dónde eres? »', 'Choisir entre tú et usted'],
      ],
      // 3. Los números y la hora
      [
        'Comptez jusqu’à 100, donnez l’heure et votre numéro de téléphone. Les nombres sont partout : prix, adresses et horaires.',
        ['Dire les nombres de 0 à 100', 'Demander et donner l’heure', 'Donner des numéros de téléphone et des âges'],
      ],
      // 4. Repaso: Primeros pasos
      [
        'Révisez les présentations, les nombres et l’heure dans de courts jeux de rôle. Votre professeur note ce qu’il faut revoir.',
        ['Se présenter sans notes', 'Employer correctement les nombres et les heures', 'Repérer ce qu’il faut réviser'],
      ],
      // 5. El artículo y el género: el, la, los, las
      [
        'Apprenez le genre et le nombre des noms espagnols, et la façon dont les articles et les adjectifs s’accordent avec eux.',
        ['Employer les articles définis et indéfinis', 'Accorder les noms et les adjectifs', 'Former le pluriel'],
      ],
      // 6. Mi familia
      [
        'Parlez de votre famille à l’aide des possessifs et de descriptions simples. Vous présentez une photo de famille à la classe.',
        ['Nommer les membres de la famille', 'Employer mi, tu, su', 'Décrire des personnes avec ser et tener'],
      ],
      // 7. Verbos regulares en presente: -ar, -er, -ir
      [
        'Conjuguez les verbes réguliers au présent et parlez de ce que vous faites chaque jour.',
        ['Conjuguer les verbes en -ar, -er et -ir', 'Poser des questions fermées et y répondre', 'Parler de vos activités quotidiennes'],
      ],
      // 8. Repaso: Mi mundo
      [
        'Vérifiez vos acquis sur les articles, le vocabulaire de la famille et les verbes au présent lors d’un court entretien avec un partenaire.',
        ['Décrire votre famille', 'Employer correctement les verbes au présent', 'Poser des questions sur les autres'],
      ],
      // 9. En el bar: pedir tapas
      [
        'Commandez à manger et à boire dans un bar, demandez l’addition et dites ce que vous aimez avec « me gusta ».',
        ['Commander poliment avec « quería » et « me pone »', 'Employer me gusta / me gustan', 'Demander l’addition'],
      ],
      // 10. Mi rutina diaria
      [
        'Écoutez des personnes décrire leur quotidien et notez les heures et les activités. Décrivez ensuite votre propre journée avec les verbes pronominaux.',
        [
          'Comprendre des routines quotidiennes dans des enregistrements',
          'Employer des verbes pronominaux comme levantarse',
          'Décrire votre journée type',
        ],
      ],
      // 11. De compras en el mercado
      [
        'Lisez des panneaux de marché, des prix et des listes de courses, puis achetez des aliments dans un jeu de rôle.',
        ['Lire des prix et des quantités', 'Nommer des aliments courants', 'Acheter quelque chose au marché'],
      ],
      // 12. Un mensaje a un amigo
      [
        'Écrivez de courts messages à un ami : une invitation, une réponse et un changement de programme. L’accent est mis sur les salutations et formules de fin informelles, ainsi que sur la ponctuation comme ¿ et ¡.',
        ['Écrire une invitation informelle', 'Accepter ou refuser poliment', 'Employer les formules de salutation et de clôture'],
      ],
      // 13. Repaso: La vida diaria
      [
        'Un entraînement varié pour commander, décrire votre quotidien, faire des achats et écrire des messages, avec un retour détaillé.',
        ['Mener un dialogue au bar et au marché', 'Décrire votre quotidien', 'Écrire un message court'],
      ],
      // 14. ¿Dónde está...? Pedir direcciones
      [
        'Demandez et indiquez le chemin avec estar et les prépositions de lieu, à l’aide d’un vrai plan de ville.',
        ['Demander poliment son chemin', 'Employer estar pour situer un lieu', 'Indiquer le chemin vers un lieu'],
      ],
      // 15. Conversación libre: mi ciudad
      [
        'Une conversation libre sur l’endroit où nous vivons et les lieux que nous aimons, en mobilisant tout le niveau A1.',
        ['Parler une minute de votre ville', 'Poser des questions de relance', 'Recommander des lieux à visiter'],
      ],
      // 16. Repaso final A1
      [
        'Le bilan final du niveau A1 : itinéraires, descriptions et courte présentation. Vous repartez avec des pistes claires pour la suite.',
        ['Indiquer un chemin avec précision', 'Présenter votre ville', 'Connaître vos prochaines étapes pour le niveau A2'],
      ],
    ],
    // A2
    [
      // 1. Pretérito perfecto: ¿Qué has hecho hoy?
      [
        'Parlez d’événements récents avec le pretérito perfecto.',
        ['Former le pretérito perfecto', 'Employer ya et todavía no', 'Parler de vos expériences'],
      ],
      // 2. Pretérito indefinido: el fin de semana pasado
      [
        'Racontez des histoires au passé avec le pretérito indefinido.',
        [
          'Conjuguer les verbes réguliers et les principaux irréguliers',
          'Enchaîner des événements dans l’ordre',
          'Raconter votre week-end',
        ],
      ],
      // 3. En el médico
      [
        'Décrivez vos symptômes et comprenez les conseils du médecin.',
        ['Nommer les parties du corps et les symptômes', 'Employer correctement doler', 'Comprendre des conseils'],
      ],
      // 4. Buscar piso
      [
        'Lisez des annonces de logement et convenez d’une visite.',
        ['Comprendre des annonces', 'Comparer plusieurs options', 'Convenir d’une visite'],
      ],
    ],
    // B1
    [
      // 1. El subjuntivo: deseos y recomendaciones
      [
        'Exprimez des souhaits et donnez des conseils avec le subjonctif présent.',
        ['Former le subjonctif présent', 'L’employer après querer que et recomendar que', 'Faire des recommandations'],
      ],
      // 2. Dar tu opinión
      [
        'Exprimez et défendez vos opinions sur des sujets du quotidien.',
        ['Exprimer des opinions', 'Exprimer votre accord ou votre désaccord', 'Justifier votre point de vue'],
      ],
      // 3. Una carta formal
      [
        'Rédigez une lettre formelle de demande d’informations ou de réclamation.',
        ['Respecter les conventions formelles', 'Structurer une lettre', 'Formuler une demande claire'],
      ],
      // 4. Noticias en la radio
      [
        'Suivez les informations à la radio et notez les faits essentiels.',
        ['Identifier le sujet et les faits', 'Comprendre des nombres énoncés rapidement', 'Résumer les informations'],
      ],
    ],
    // B2
    [
      // 1. Oraciones condicionales
      [
        'Exprimez des conditions réelles, possibles et impossibles.',
        ['Employer les trois types de phrases conditionnelles', 'Combiner correctement les temps', 'Discuter de situations hypothétiques'],
      ],
      // 2. Debate: turismo y ciudades
      [
        'Débattez de l’impact du tourisme sur les villes.',
        ['Argumenter pour et contre', 'Employer des connecteurs d’opposition', 'Parvenir à une conclusion'],
      ],
      // 3. Artículos de opinión
      [
        'Lisez des tribunes et analysez leurs arguments.',
        ['Identifier la thèse', 'Reconnaître les procédés de persuasion', 'Réagir avec un regard critique'],
      ],
      // 4. Escribir un ensayo
      [
        'Rédigez un essai argumentatif structuré.',
        ['Planifier un essai', 'Employer des connecteurs formels', 'Rédiger une conclusion forte'],
      ],
    ],
    // C1
    [
      // 1. Expresiones idiomáticas
      [
        'Comprenez et employez des expressions idiomatiques courantes d’Espagne et d’Amérique latine.',
        [
          'Comprendre les expressions idiomatiques en contexte',
          'Employer les expressions idiomatiques avec naturel',
          'Reconnaître les variantes régionales',
        ],
      ],
      // 2. Hablar en público
      [
        'Faites un court exposé et répondez aux questions.',
        ['Structurer un exposé', 'Employer des questions rhétoriques', 'Répondre calmement aux questions'],
      ],
      // 3. Podcasts y entrevistas
      [
        'Suivez des interviews au débit rapide, avec des accents variés.',
        ['Suivre des accents variés', 'Repérer l’attitude des interlocuteurs', 'Résumer des positions'],
      ],
      // 4. Estilo indirecto avanzado
      [
        'Rapportez des propos complexes en respectant précisément la concordance des temps.',
        [
          'Rapporter des affirmations et des questions',
          'Appliquer correctement la concordance des temps',
          'Employer des verbes introducteurs',
        ],
      ],
    ],
    // C2
    [
      // 1. Literatura hispanoamericana
      [
        'Analysez un extrait d’un classique de la littérature latino-américaine.',
        ['Analyser le style et la voix narrative', 'Discuter de l’interprétation', 'Employer le vocabulaire littéraire'],
      ],
      // 2. Registros y estilo
      [
        'Passez d’un registre à l’autre avec précision.',
        ['Identifier les marqueurs de registre', 'Adapter un message', 'Prononcer un discours formel'],
      ],
      // 3. Escritura persuasiva
      [
        'Rédigez un article persuasif à l’aide de procédés rhétoriques.',
        ['Employer des procédés rhétoriques', 'Répondre aux contre-arguments', 'Réviser un texte pour le rendre plus concis'],
      ],
      // 4. Debate abierto: ética y tecnología
      [
        'Un débat ouvert et exigeant sur la technologie et la société.',
        ['Argumenter sur des sujets abstraits', 'Concéder un point et contre-argumenter', 'Résumer avec impartialité'],
      ],
    ],
  ],
  french: [
    // A1
    [
      // 1. Bienvenue ! Your French course
      [
        'Faites la connaissance de votre professeur et de vos camarades, et découvrez le fonctionnement des cours Parla. Nous essayons les outils de la classe et fixons vos objectifs pour le niveau A1.',
        ['Utiliser les outils de la classe', 'Saluer avec « bonjour » et « salut »', 'Fixer un objectif pour votre français'],
      ],
      // 2. Bonjour ! Se présenter
      [
        "Présentez-vous, dites où vous habitez et quelles langues vous parlez, avec les verbes être et s'appeler.",
        ['Se présenter : nom et nationalité', "Demander « Comment tu t'appelles ? »", 'Choisir entre tu et vous'],
      ],
      // 3. Les nombres, l'heure et la date
      [
        'Comptez jusqu’à 100 (y compris les redoutables soixante-dix et quatre-vingts), donnez l’heure et dites la date.',
        ['Dire les nombres de 0 à 100', 'Donner l’heure', 'Dire des dates, dont celle de votre anniversaire'],
      ],
      // 4. Bilan : Premiers pas
      [
        'Révisez les présentations, les nombres et l’heure dans de courts jeux de rôle, avec un retour sur votre prononciation.',
        ['Se présenter sans notes', 'Employer correctement les nombres et les heures', 'Savoir quoi réviser'],
      ],
      // 5. Le, la, les : articles et genre
      [
        'Apprenez le genre des noms, les articles définis et indéfinis et l’accord des adjectifs.',
        ['Employer le, la, les, un, une, des', 'Accorder les adjectifs', 'Former le pluriel'],
      ],
      // 6. Ma famille
      [
        'Parlez de votre famille à l’aide des adjectifs possessifs et décrivez des personnes avec avoir et être.',
        ['Nommer les membres de la famille', 'Employer mon, ma, mes', 'Décrire une personne'],
      ],
      // 7. Les verbes en -er au présent
      [
        'Conjuguez au présent les verbes réguliers en -er ainsi que les irréguliers essentiels aller et faire.',
        ['Conjuguer les verbes en -er', 'Employer aller et faire', 'Poser des questions avec est-ce que'],
      ],
      // 8. Bilan : Ma vie
      [
        'Vérifiez vos acquis sur les articles, le vocabulaire de la famille et les verbes lors d’un court entretien avec un partenaire.',
        ['Décrire votre famille', 'Conjuguer les verbes correctement', 'Poser des questions sur les autres'],
      ],
      // 9. Au café : commander
      [
        'Commandez au café, demandez l’addition et parlez de ce que vous aimez ou non avec aimer et préférer.',
        ['Commander poliment avec « je voudrais »', 'Dire ce que vous aimez et ce que vous n’aimez pas', 'Demander l’addition'],
      ],
      // 10. Ma journée
      [
        'Écoutez des personnes décrire leur journée et notez les heures et les activités, puis décrivez votre journée avec les verbes pronominaux.',
        ['Comprendre des routines quotidiennes dans des enregistrements', 'Employer se lever et se coucher', 'Décrire votre journée type'],
      ],
      // 11. Faire les courses
      [
        'Lisez des panneaux de magasin, des prix et une liste de courses, puis achetez des aliments sur un étal de marché avec les articles partitifs.',
        ['Lire des prix et des quantités', 'Employer du, de la, des', 'Acheter des aliments au marché'],
      ],
      // 12. Écrire un petit message
      [
        'Écrivez à un ami une courte invitation, une réponse et un message pour changer vos plans.',
        ['Écrire une invitation informelle', 'Accepter ou refuser poliment', 'Employer les formules de salutation et de clôture'],
      ],
      // 13. Bilan : Au quotidien
      [
        'Un entraînement varié : dialogues au café et au marché, routines quotidiennes et messages, avec un retour détaillé.',
        ['Mener des dialogues au café et au marché', 'Décrire votre quotidien', 'Écrire un message court'],
      ],
      // 14. Demander son chemin
      [
        'Demandez et indiquez le chemin avec les prépositions de lieu et l’impératif, à l’aide d’un vrai plan de ville.',
        [
          'Demander poliment son chemin',
          'Employer l’impératif pour indiquer un itinéraire',
          'Expliquer le chemin pour se rendre quelque part',
        ],
      ],
      // 15. Discussion libre : ma ville
      [
        'Une conversation libre sur l’endroit où nous vivons et ce que les visiteurs devraient voir, en mobilisant tout le niveau A1.',
        ['Parler une minute de votre ville', 'Poser des questions de relance', 'Recommander des lieux'],
      ],
      // 16. Bilan final A1
      [
        'Le bilan final du niveau A1 : itinéraires, descriptions et courte présentation, avec les prochaines étapes pour le niveau A2.',
        ['Indiquer un chemin avec précision', 'Présenter votre ville', 'Connaître vos prochaines étapes'],
      ],
    ],
    // A2
    [
      // 1. Le passé composé
      [
        'Parlez d’événements passés avec avoir et être.',
        ['Former le passé composé', 'Choisir entre avoir et être', 'Raconter une courte histoire'],
      ],
      // 2. L'imparfait : souvenirs d'enfance
      [
        'Décrivez comment étaient les choses autrefois.',
        ['Former l’imparfait', 'Décrire des habitudes passées', 'Distinguer l’imparfait du passé composé'],
      ],
      // 3. Chez le médecin
      [
        'Décrivez vos symptômes et comprenez les conseils du médecin.',
        ['Nommer des symptômes', 'Employer avoir mal à', 'Comprendre une ordonnance'],
      ],
      // 4. Chercher un logement
      [
        'Lisez des annonces de logement et contactez un propriétaire.',
        ['Comprendre des annonces', 'Comparer des logements', 'Convenir d’une visite'],
      ],
    ],
    // B1
    [
      // 1. Le subjonctif présent
      [
        'Exprimez la nécessité, le souhait et les sentiments avec le subjonctif.',
        ['Former le subjonctif', 'Employer il faut que', 'Exprimer des sentiments'],
      ],
      // 2. Donner son avis
      [
        'Exprimez et défendez votre opinion sur des questions du quotidien.',
        ['Exprimer des opinions', 'Exprimer votre accord ou votre désaccord', 'Justifier votre point de vue'],
      ],
      // 3. La lettre formelle
      [
        'Rédigez une lettre formelle selon les usages français.',
        ['Employer les formules consacrées', 'Structurer une lettre', 'Formuler une demande'],
      ],
      // 4. Les infos à la radio
      [
        'Suivez les informations à la radio et notez les faits essentiels.',
        ['Identifier les sujets', 'Saisir les nombres et les noms', 'Résumer une information'],
      ],
    ],
    // B2
    [
      // 1. Le conditionnel et les hypothèses
      [
        'Exprimez des hypothèses et des regrets.',
        ['Employer les propositions en si', 'Former le conditionnel passé', 'Exprimer des regrets'],
      ],
      // 2. Débat : le télétravail
      [
        'Débattez des avantages et des inconvénients du télétravail.',
        ['Défendre une position', 'Employer des connecteurs d’opposition', 'Trouver un compromis'],
      ],
      // 3. La presse française
      ['Lisez et analysez un article de presse.', ['Identifier la thèse', 'Repérer les partis pris', 'Résumer un article']],
      // 4. L'essai argumentatif
      ['Rédigez un essai argumentatif structuré.', ['Planifier un essai', 'Employer des connecteurs formels', 'Conclure clairement']],
    ],
    // C1
    [
      // 1. Expressions idiomatiques
      [
        'Comprenez et employez des expressions idiomatiques du quotidien.',
        [
          'Comprendre les expressions idiomatiques en contexte',
          'Employer les expressions idiomatiques avec naturel',
          'Éviter la traduction mot à mot',
        ],
      ],
      // 2. L'exposé oral
      ['Faites un exposé structuré et répondez aux questions.', ['Structurer un exposé', 'Baliser votre discours', 'Gérer les questions']],
      // 3. Podcasts et débats
      [
        'Suivez des discussions au rythme soutenu et percevez l’attitude des intervenants.',
        ['Suivre plusieurs intervenants', 'Repérer l’ironie', 'Résumer des positions'],
      ],
      // 4. Le discours rapporté
      [
        'Rapportez des propos en appliquant correctement la concordance des temps.',
        ['Rapporter des affirmations et des questions', 'Appliquer la concordance des temps', 'Employer des verbes introducteurs variés'],
      ],
    ],
    // C2
    [
      // 1. Analyse littéraire
      [
        'Analysez un extrait d’un classique de la littérature française.',
        ['Analyser le style et la voix narrative', 'Débattre des interprétations', 'Employer les termes de l’analyse littéraire'],
      ],
      // 2. Les registres de langue
      [
        'Passez du français familier au français courant et soutenu.',
        ['Identifier les registres', 'Adapter un message', 'Prononcer un discours formel'],
      ],
      // 3. L'écriture persuasive
      [
        'Rédigez une tribune convaincante.',
        ['Employer des procédés rhétoriques', 'Anticiper les objections', 'Réviser un texte pour le rendre plus concis'],
      ],
      // 4. Débat libre : éthique et technologie
      [
        'Un débat ouvert sur la technologie et la société.',
        ['Argumenter sur des sujets abstraits', 'Concéder un point et contre-argumenter', 'Faire la synthèse des points de vue'],
      ],
    ],
  ],
  italian: [
    // A1
    [
      // 1. Benvenuti! Your Italian course
      [
        'Faites la connaissance de votre professeur et de vos camarades, et découvrez le fonctionnement des cours Parla. Nous essayons les outils de la classe et fixons vos objectifs pour le niveau A1.',
        ['Utiliser les outils de la classe', 'Saluer avec « ciao » et « buongiorno »', 'Fixer un objectif pour votre italien'],
      ],
      // 2. Ciao! Come ti chiami?
      [
        'Présentez-vous, dites d’où vous venez et interrogez les autres, avec essere et chiamarsi.',
        ['Se présenter : nom et nationalité', 'Demander « Come ti chiami? » et « Di dove sei? »', 'Choisir entre tu et Lei'],
      ],
      // 3. I numeri e l'ora
      [
        'Comptez jusqu’à 100, donnez l’heure, votre numéro de téléphone et votre âge.',
        ['Dire les nombres de 0 à 100', 'Demander et donner l’heure', 'Donner votre âge et votre numéro de téléphone'],
      ],
      // 4. Verifica: Primi passi
      [
        'Révisez les présentations, les nombres et l’heure dans de courts jeux de rôle, avec un retour sur votre prononciation.',
        ['Se présenter sans notes', 'Employer correctement les nombres et les heures', 'Savoir quoi réviser'],
      ],
      // 5. Il, lo, la: articoli e genere
      [
        'Apprenez le genre des noms, les nombreuses formes de l’article italien et l’accord des adjectifs.',
        ["Choisir entre il, lo, la, l', i, gli, le", 'Accorder les adjectifs', 'Former le pluriel'],
      ],
      // 6. La mia famiglia
      [
        'Parlez de votre famille avec les possessifs (et découvrez pourquoi « mia madre » n’a pas d’article).',
        ['Nommer les membres de la famille', 'Employer correctement les possessifs', 'Décrire une personne'],
      ],
      // 7. Il presente: verbi in -are, -ere, -ire
      [
        'Conjuguez au présent les verbes réguliers ainsi que les verbes avere et essere.',
        ['Conjuguer les trois groupes de verbes réguliers', 'Employer avere et essere', 'Poser des questions simples'],
      ],
      // 8. Verifica: La mia vita
      [
        'Vérifiez vos acquis sur les articles, le vocabulaire de la famille et les verbes au présent lors d’un court entretien avec un partenaire.',
        ['Décrire votre famille', 'Conjuguer les verbes correctement', 'Poser des questions sur les autres'],
      ],
      // 9. Al bar: ordinare un caffè
      [
        'Commandez un café et un en-cas à l’italienne, payez à la caisse et parlez de vos goûts avec « mi piace ».',
        ['Commander dans un bar italien', 'Employer mi piace / mi piacciono', 'Payer et demander le ticket de caisse'],
      ],
      // 10. La mia giornata
      [
        'Écoutez des personnes décrire leur journée et notez les heures et les activités, puis décrivez votre propre journée avec les verbes pronominaux.',
        ['Comprendre des routines quotidiennes dans des enregistrements', 'Employer alzarsi et vestirsi', 'Décrire votre journée type'],
      ],
      // 11. Al mercato
      [
        'Lisez des prix et des panneaux de magasin, puis achetez des fruits, des légumes et du fromage dans un jeu de rôle au marché.',
        ['Lire des prix et des quantités', 'Nommer des aliments courants', 'Acheter des aliments au marché'],
      ],
      // 12. Un messaggio a un amico
      [
        'Écrivez à un ami une courte invitation, une réponse et un message pour changer vos plans. L’accent est mis sur les salutations et formules de fin informelles ainsi que sur l’ordre des mots.',
        ['Écrire une invitation informelle', 'Accepter ou refuser poliment', 'Employer les formules de salutation et de clôture'],
      ],
      // 13. Verifica: Vita quotidiana
      [
        'Un entraînement varié : dialogues au bar et au marché, routines quotidiennes et messages, avec un retour détaillé.',
        ['Mener des dialogues au bar et au marché', 'Décrire votre quotidien', 'Écrire un message court'],
      ],
      // 14. Scusi, dov'è...? Chiedere indicazioni
      [
        'Demandez et indiquez le chemin avec les prépositions de lieu et l’impératif de politesse, à l’aide d’un plan de ville.',
        ['Demander poliment son chemin', 'Comprendre a destra, a sinistra, dritto', 'Expliquer le chemin pour se rendre quelque part'],
      ],
      // 15. Conversazione libera: la mia città
      [
        'Une conversation libre sur l’endroit où nous vivons et ce que les visiteurs devraient voir, en mobilisant tout le niveau A1.',
        ['Parler une minute de votre ville', 'Poser des questions de relance', 'Recommander des lieux'],
      ],
      // 16. Verifica finale A1
      [
        'Le bilan final du niveau A1 : itinéraires, descriptions et courte présentation, avec les prochaines étapes pour le niveau A2.',
        ['Indiquer un chemin avec précision', 'Présenter votre ville', 'Connaître vos prochaines étapes'],
      ],
    ],
    // A2
    [
      // 1. Il passato prossimo
      [
        'Parlez d’événements passés avec avere et essere.',
        ['Former le passato prossimo', 'Choisir entre avere et essere', 'Raconter votre week-end'],
      ],
      // 2. L'imperfetto: ricordi
      [
        'Décrivez des habitudes et des situations passées.',
        ['Former l’imperfetto', 'Décrire des habitudes passées', 'Distinguer l’imperfetto du passato prossimo'],
      ],
      // 3. In viaggio: treni e alberghi
      [
        'Achetez des billets et réservez une chambre d’hôtel.',
        ['Acheter un billet de train', 'Réserver une chambre', 'Gérer un problème à l’hôtel'],
      ],
      // 4. Cucina italiana: ricette
      [
        'Lisez une recette italienne et suivez-la pas à pas.',
        ['Comprendre les instructions d’une recette', 'Employer l’impératif', 'Parler des traditions culinaires'],
      ],
    ],
    // B1
    [
      // 1. Il congiuntivo presente
      [
        'Exprimez des opinions et des souhaits avec le subjonctif.',
        ['Former le congiuntivo', 'Employer penso che et spero che', 'Exprimer des sentiments'],
      ],
      // 2. Dire la propria opinione
      [
        'Exprimez et défendez vos opinions sur des sujets du quotidien.',
        ['Exprimer des opinions', 'Exprimer votre accord ou votre désaccord', 'Justifier votre point de vue'],
      ],
      // 3. Una lettera formale
      [
        'Rédigez une lettre formelle selon les usages italiens.',
        ['Employer les formules consacrées', 'Structurer une lettre', 'Formuler une demande'],
      ],
      // 4. Il telegiornale
      [
        'Suivez le journal télévisé et notez les faits essentiels.',
        ['Identifier les sujets', 'Saisir les noms et les nombres', 'Résumer une information'],
      ],
    ],
    // B2
    [
      // 1. Il periodo ipotetico
      [
        'Exprimez des conditions réelles et hypothétiques.',
        ['Employer les trois types de periodo ipotetico', 'Combiner les temps', 'Discuter de situations hypothétiques'],
      ],
      // 2. Dibattito: il turismo di massa
      [
        'Débattez du tourisme dans les villes italiennes.',
        ['Défendre une position', 'Employer des connecteurs d’opposition', 'Parvenir à une conclusion'],
      ],
      // 3. Articoli di giornale
      ['Lisez et analysez un article de presse.', ['Identifier la thèse', 'Repérer les partis pris', 'Résumer un article']],
      // 4. Il saggio argomentativo
      ['Rédigez un essai argumentatif structuré.', ['Planifier un essai', 'Employer des connecteurs formels', 'Conclure clairement']],
    ],
    // C1
    [
      // 1. Modi di dire
      [
        'Comprenez et employez les expressions idiomatiques italiennes du quotidien.',
        [
          'Comprendre les expressions idiomatiques en contexte',
          'Employer les expressions idiomatiques avec naturel',
          'Éviter la traduction mot à mot',
        ],
      ],
      // 2. Parlare in pubblico
      ['Faites un exposé structuré et répondez aux questions.', ['Structurer un exposé', 'Baliser votre discours', 'Gérer les questions']],
      // 3. Podcast e interviste
      [
        'Suivez des interviews au débit rapide, avec des accents régionaux.',
        ['Suivre des accents régionaux', 'Repérer l’attitude des interlocuteurs', 'Résumer des positions'],
      ],
      // 4. Il discorso indiretto
      [
        'Rapportez des propos en appliquant correctement la concordance des temps.',
        ['Rapporter des affirmations et des questions', 'Appliquer la concordance des temps', 'Employer des verbes introducteurs'],
      ],
    ],
    // C2
    [
      // 1. Letteratura italiana del Novecento
      [
        'Analysez un extrait d’un classique du XXe siècle.',
        ['Analyser le style et la voix narrative', 'Débattre des interprétations', 'Employer les termes de l’analyse littéraire'],
      ],
      // 2. Registri e stile
      [
        'Passez d’un registre à l’autre avec précision.',
        ['Identifier les registres', 'Adapter un message', 'Prononcer un discours formel'],
      ],
      // 3. Scrittura persuasiva
      [
        'Rédigez un article convaincant.',
        ['Employer des procédés rhétoriques', 'Anticiper les objections', 'Réviser un texte pour le rendre plus concis'],
      ],
      // 4. Dibattito libero: etica e tecnologia
      [
        'Un débat ouvert sur la technologie et la société.',
        ['Argumenter sur des sujets abstraits', 'Concéder un point et contre-argumenter', 'Faire la synthèse des points de vue'],
      ],
    ],
  ],
};
