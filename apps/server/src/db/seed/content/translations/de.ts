import type { ContentTranslation } from './types.ts';

/** The demo catalogue's lesson descriptions and outcomes in German (issue 21; tone: decision 112). */
export const de: ContentTranslation = {
  english: [
    // A1
    [
      // 1. Welcome to your English course
      [
        'Lerne deine Lehrkraft und die anderen Teilnehmenden kennen und erfahre, wie der Live-Unterricht bei Parla funktioniert. Wir probieren die Werkzeuge im virtuellen Klassenzimmer aus und setzen uns Ziele für das Niveau A1.',
        [
          'Mikrofon, Chat und Folien im Unterricht nutzen',
          'Menschen begrüßen und sich verabschieden',
          'Ein persönliches Ziel für den Kurs festlegen',
        ],
      ],
      // 2. Nice to meet you: introductions
      [
        'Stell dich und andere vor: Name, Land, Beruf und Sprachen. Wir üben das Verb „to be“ in kurzen Gesprächen.',
        ['Sich in drei Sätzen vorstellen', "„What's your name?“ und „Where are you from?“ fragen", 'am, is und are richtig verwenden'],
      ],
      // 3. Numbers, dates and the alphabet
      [
        'Buchstabiere deinen Namen, nenne deine Telefonnummer und sag Datumsangaben. Diese Grundlagen brauchst du bei jedem Formular und jedem Telefonat.',
        [
          'Wörter mit dem englischen Alphabet buchstabieren',
          'Zahlen, Telefonnummern und Preise nennen',
          'Das Datum auf britische und amerikanische Art sagen',
        ],
      ],
      // 4. Chapter check: Hello, world
      [
        'Eine entspannte Wiederholung von Vorstellen, Buchstabieren und Zahlen in kurzen Rollenspielen. Du bekommst Feedback dazu, was du als Nächstes üben solltest.',
        ['Sich flüssig vorstellen', 'Fehlerfrei buchstabieren und Zahlen nennen', 'Wissen, was du vor Kapitel 2 wiederholen solltest'],
      ],
      // 5. My family and friends
      [
        'Sprich mit Wörtern rund um die Familie und Possessivbegleitern über die Menschen in deinem Leben. Du beschreibst ein Foto von Menschen, die du kennst.',
        ['Familienmitglieder benennen', 'my, your, his, her, their verwenden', 'Das Aussehen einer Person kurz beschreiben'],
      ],
      // 6. Present simple: my daily routine
      [
        'Beschreibe Gewohnheiten und Alltagsabläufe mit dem present simple, einschließlich des -s in der dritten Person. Wir vergleichen unsere typischen Wochentage.',
        [
          'Aussagen und Fragen im present simple bilden',
          'In der dritten Person ein -s anhängen',
          'Häufigkeitsadverbien wie always und never verwenden',
        ],
      ],
      // 7. Where I live: homes and neighbourhoods
      [
        'Lies kurze Beschreibungen von Wohnungen und Wohnvierteln und beantworte Fragen dazu. Wir lernen „there is“ und „there are“, um Orte zu beschreiben.',
        ['Kurze beschreibende Texte verstehen', 'there is / there are verwenden', 'Deine Wohnung und deine Straße beschreiben'],
      ],
      // 8. Chapter check: People and places
      [
        'Wiederhole den Wortschatz zur Familie, das present simple und Ortsbeschreibungen in einem kurzen Interview mit einem Partner oder einer Partnerin.',
        ['Über Familie und Alltag sprechen', 'Beschreiben, wo du wohnst', 'Fragen im present simple stellen und beantworten'],
      ],
      // 9. At the café: ordering food and drink
      [
        "Bestell Essen und Getränke, frag nach Preisen und bezahl die Rechnung. Wir üben höfliche Formen wie „Could I have...“ und „I'd like...“.",
        ['Im Café höflich bestellen', 'Fragen, was etwas kostet', 'Zählbare und nicht zählbare Wörter für Lebensmittel verwenden'],
      ],
      // 10. What time is it? Plans and schedules
      [
        'Hör zu, wie Leute Pläne machen, und schnapp Uhrzeiten, Tage und Orte auf. Danach verabredest du dich mit jemandem aus dem Kurs.',
        [
          'Uhrzeiten und Tage in Aufnahmen verstehen',
          'Zeitpräpositionen verwenden: at, on, in',
          'Einen Zeitpunkt für ein Treffen vereinbaren',
        ],
      ],
      // 11. Can and can't: abilities and requests
      [
        'Sprich darüber, was du kannst und was nicht, und formuliere einfache Bitten. Wir spielen ein „find someone who“-Spiel.',
        ["Fähigkeiten mit can und can't ausdrücken", 'Einfache Bitten äußern und darauf antworten', "can und can't deutlich aussprechen"],
      ],
      // 12. Writing a short message
      [
        'Schreib Kurznachrichten und kurze E-Mails an Freunde: Einladungen, Antworten und kurze Neuigkeiten. Im Mittelpunkt stehen Großschreibung und Zeichensetzung.',
        ['Eine informelle Einladung schreiben', 'Zusagen oder absagen', 'Zeichensetzung und Großbuchstaben richtig verwenden'],
      ],
      // 13. Chapter check: Everyday life
      [
        'Gemischte Übungen zu Bestellen, Verabredungen, Fähigkeiten und Nachrichten. Deine Lehrkraft gibt dir ausführliches Feedback zur sprachlichen Genauigkeit.',
        ['Ein Rollenspiel im Café meistern', 'Verabredungen mit Uhrzeiten und Tagen treffen', 'Eine klare, kurze Nachricht schreiben'],
      ],
      // 14. Getting around town: asking for directions
      [
        'Frag nach dem Weg und beschreib ihn selbst – mit Stadtplan, Ortspräpositionen und Orientierungspunkten. Praktisch auf Reisen.',
        ['Höflich nach dem Weg fragen', 'turn left, go straight on, next to verstehen', 'Den Weg zu einem Ort beschreiben, den du kennst'],
      ],
      // 15. Past simple: what did you do yesterday?
      [
        'Erzähl von gestern und vom letzten Wochenende – mit dem past simple der regelmäßigen Verben und der häufigsten unregelmäßigen.',
        [
          'Das past simple regelmäßiger Verben bilden',
          'was, were, went, had verwenden',
          'Eine kurze Geschichte über dein Wochenende erzählen',
        ],
      ],
      // 16. Open discussion: travel and holidays
      [
        'Ein freies Gespräch über Reisen, die du gemacht hast, und Orte, von denen du träumst. Setz alles ein, was du in A1 gelernt hast.',
        ['Eine Minute lang über eine Reise sprechen', 'Nachfragen stellen', 'Einen Ort als Reiseziel empfehlen'],
      ],
      // 17. Chapter check: Out and about
      [
        'Der Abschlusscheck für A1: Wegbeschreibungen, past simple und ein kurzer Vortrag über eine Reise. Danach weißt du genau, wie es in A2 weitergeht.',
        ['Wegbeschreibungen geben und ihnen folgen', 'Korrekt über die Vergangenheit sprechen', 'Eine Reise in wenigen Sätzen vorstellen'],
      ],
    ],
    // A2
    [
      // 1. Present perfect: have you ever...?
      [
        'Sprich mit dem present perfect und ever/never über deine Lebenserfahrungen.',
        ['Das present perfect bilden', 'Mit ever nach Erfahrungen fragen', 'present perfect und past simple voneinander abgrenzen'],
      ],
      // 2. Shopping and clothes
      [
        'Beschreibe Kleidung, Größen und Farben und führe ein Verkaufsgespräch im Geschäft.',
        [
          'Kleidungsstücke und Materialien benennen',
          'Nach Größen fragen und Sachen anprobieren',
          'Einen Artikel zurückgeben oder umtauschen',
        ],
      ],
      // 3. Making plans with going to
      [
        'Sprich mit „going to“ über Pläne und Absichten für die Zukunft.',
        ['Pläne mit going to beschreiben', 'Einladungen aussprechen und darauf reagieren', 'Zeit und Ort aushandeln'],
      ],
      // 4. At the train station
      [
        'Verstehe Durchsagen und kauf Fahrkarten für eine Reise.',
        ['Angaben zu Gleis und Uhrzeit heraushören', 'Eine Fahrkarte kaufen', 'Nach Verspätungen und Änderungen fragen'],
      ],
      // 5. Healthy living
      [
        'Lies einen Zeitschriftenartikel über Gewohnheiten und diskutiere die Ratschläge darin.',
        ['Die Hauptaussagen eines Artikels verstehen', 'Mit should Ratschläge geben', 'Über deine eigenen Gewohnheiten sprechen'],
      ],
      // 6. A postcard from my holiday
      [
        'Schreib eine Postkarte oder einen Social-Media-Beitrag über eine Reise.',
        ['Orte und Aktivitäten beschreiben', 'Das past simple beim Schreiben verwenden', 'Einen Text informell beginnen und beenden'],
      ],
    ],
    // B1
    [
      // 1. First and second conditionals
      [
        'Sprich mit if-Sätzen über reale und vorgestellte Situationen.',
        ['First und second conditionals bilden', 'Das passende conditional wählen', 'Über hypothetische Situationen diskutieren'],
      ],
      // 2. Agreeing and disagreeing
      [
        'Teile in einer Diskussion deine Meinung und reagiere höflich auf andere.',
        ['Meinungen klar ausdrücken', 'Höflich zustimmen und widersprechen', 'Um Klärung bitten'],
      ],
      // 3. A formal e-mail of enquiry
      [
        'Schreib eine formelle E-Mail, in der du Informationen zu einem Kurs oder einer Dienstleistung anfragst.',
        ['Formelle Anreden und Grußformeln verwenden', 'Indirekte Fragen stellen', 'Absätze klar gliedern'],
      ],
      // 4. Job interviews
      [
        'Verfolge ein Vorstellungsgespräch und übe, typische Fragen zu beantworten.',
        [
          'Typische Fragen im Vorstellungsgespräch verstehen',
          'Über Stärken und Erfahrungen sprechen',
          'Dem Gegenüber eigene Fragen stellen',
        ],
      ],
      // 5. The news in brief
      [
        'Lies kurze Nachrichtenartikel und gib sie in eigenen Worten wieder.',
        ['Wer, was, wo und wann erkennen', 'reporting verbs verwenden', 'Eine Nachricht zusammenfassen'],
      ],
      // 6. Phrasal verbs for everyday life
      [
        'Lerne die phrasal verbs, die Muttersprachler täglich benutzen: get up, look after, run out of...',
        ['Häufige phrasal verbs verstehen', 'Sie im Kontext verwenden', 'Sie richtig trennen'],
      ],
    ],
    // B2
    [
      // 1. The passive voice in news and reports
      [
        'Verwende das Passiv, um Handlungen und Ergebnisse in den Mittelpunkt zu stellen.',
        ['Das Passiv in verschiedenen Zeitformen bilden', 'Zwischen Aktiv und Passiv wählen', '„it is said that...“ verwenden'],
      ],
      // 2. Debate: technology and privacy
      [
        'Argumentiere in einer strukturierten Debatte dafür und dagegen.',
        ['Ein Argument mit Belegen aufbauen', 'Verbindungswörter für Gegensätze verwenden', 'Ein Gegenargument entkräften'],
      ],
      // 3. Writing an opinion essay
      [
        'Plane und schreib einen ausgewogenen Meinungsaufsatz mit Einleitung und Schluss.',
        ['Den Aufbau eines Aufsatzes planen', 'Themensätze schreiben', 'Überzeugend abschließen'],
      ],
      // 4. TED-style talks
      [
        'Verfolge einen inspirierenden Vortrag und halte seine Kernbotschaft fest.',
        ['Die Hauptaussage des Vortragenden erkennen', 'Stützende Beispiele notieren', 'Den Vortrag kritisch diskutieren'],
      ],
      // 5. Collocations for fluent speech
      [
        'Verwende natürliche Wortverbindungen: make a decision, heavy traffic, take a risk.',
        ['Feste Kollokationen erkennen', 'Unnatürliche Kombinationen ersetzen', 'Kollokationen beim Sprechen verwenden'],
      ],
      // 6. Long reads: the future of cities
      [
        'Lies einen langen Artikel und diskutiere seine Argumente.',
        [
          'Einen langen Text überfliegen und gezielt absuchen',
          'Die Haltung des Autors erschließen',
          'Über Themen der Stadtentwicklung diskutieren',
        ],
      ],
    ],
    // C1
    [
      // 1. Inversion for emphasis
      [
        'Setze Strukturen wie „Never have I...“ und „Not only... but also“ gezielt ein, um Wirkung zu erzielen.',
        ['Die Inversion nach Verneinungen bilden', 'Inversion in formellen Texten verwenden', 'Inversion in Reden erkennen'],
      ],
      // 2. Presenting with impact
      [
        'Halte eine kurze Präsentation mit klaren Überleitungen und bezieh dein Publikum ein.',
        ['Einprägsam beginnen und enden', 'Einen Vortrag klar gliedern und Orientierung geben', 'Souverän mit Fragen umgehen'],
      ],
      // 3. Idioms and expressions
      [
        'Verstehe und verwende Redewendungen aus Beruf, Sport und Alltag.',
        ['Redewendungen im Kontext verstehen', 'Redewendungen natürlich einsetzen', 'Übermäßigen Gebrauch und Vermischungen vermeiden'],
      ],
      // 4. Reports and proposals
      [
        'Schreib einen klaren Bericht mit Zwischenüberschriften und Empfehlungen.',
        ['Einen Bericht gliedern', 'Einen unpersönlichen Stil verwenden', 'Empfehlungen aussprechen'],
      ],
      // 5. Podcasts and panel discussions
      [
        'Folge mehreren Sprechenden, erkenne ihre Haltung und fasse die Positionen zusammen.',
        [
          'Sich überschneidenden Redebeiträgen folgen',
          'Ironie und vorsichtige Formulierungen erkennen',
          'Verschiedene Positionen zusammenfassen',
        ],
      ],
      // 6. Negotiating a deal
      [
        'Verhandle in einem realistischen Szenario und finde einen Kompromiss.',
        ['Vorschläge machen und darauf reagieren', 'Vorsichtige, abschwächende Sprache verwenden', 'Eine Verhandlung abschließen'],
      ],
    ],
    // C2
    [
      // 1. Literary fiction: style and voice
      [
        'Analysiere einen Auszug aus einer Kurzgeschichte und ihre Erzählstimme.',
        ['Ton und Erzählperspektive analysieren', 'Über Deutungen diskutieren', 'Literarischen Fachwortschatz verwenden'],
      ],
      // 2. Register: from banter to eulogy
      [
        'Wechsle kontrolliert und feinfühlig zwischen Sprachregistern.',
        ['Merkmale eines Registers erkennen', 'Eine Botschaft an ein Publikum anpassen', 'Eine förmliche Rede halten'],
      ],
      // 3. Cleft sentences and fronting
      [
        'Setze mit what-clefts, it-clefts und fronting gezielt Schwerpunkte in deinen Aussagen.',
        ['Cleft sentences zur Betonung verwenden', 'Informationen für eine bestimmte Wirkung voranstellen', 'Den Satzrhythmus variieren'],
      ],
      // 4. Nuance and connotation
      [
        'Wähle zwischen sinnverwandten Wörtern, um genau das zu sagen, was du meinst.',
        ['Sinnverwandte Wörter unterscheiden', 'Positive und negative Konnotationen erkennen', 'Präzise umformulieren'],
      ],
      // 5. Persuasive writing and rhetoric
      [
        'Nutze rhetorische Mittel, um einen mitreißenden Artikel zu schreiben.',
        ['Trikolon, Kontraste und Fragen einsetzen', 'Auf Gegenargumente eingehen', 'Texte prägnanter überarbeiten'],
      ],
      // 6. Open debate: ethics of AI
      [
        'Eine freie, anspruchsvolle Debatte über Technologie, Arbeit und Verantwortung.',
        ['Zu abstrakten Themen argumentieren', 'Geschickt Zugeständnisse machen und kontern', 'Eine Debatte fair zusammenfassen'],
      ],
    ],
  ],
  'business-english': [
    // A1
    [
      // 1. Welcome to Business English
      [
        'Lerne deine Lehrkraft und die anderen Teilnehmenden kennen und erfahre, wie der Unterricht bei Parla funktioniert. Wir sprechen über deinen Beruf und darüber, wofür du Englisch bei der Arbeit brauchst.',
        [
          'Die Werkzeuge im Klassenzimmer sicher nutzen',
          'Sagen, was du beruflich machst und wo du arbeitest',
          'Ein berufsbezogenes Lernziel festlegen',
        ],
      ],
      // 2. Introductions at work
      [
        'Stell dich und deine Kolleginnen und Kollegen vor, nenne deine Position und deine Abteilung und führe an deinem ersten Arbeitstag Small Talk.',
        ['Sich mit Position und Firma vorstellen', 'Eine Kollegin oder einen Kollegen vorstellen', 'Einfachen Small Talk führen'],
      ],
      // 3. Jobs, departments and the office
      [
        'Benenne Berufe, Abteilungen und Dinge rund ums Büro. Du beschreibst deinen Arbeitsplatz und deine täglichen Aufgaben.',
        [
          'Gängige Berufe und Abteilungen benennen',
          'Deinen Arbeitsplatz beschreiben',
          'Mit dem present simple über tägliche Aufgaben sprechen',
        ],
      ],
      // 4. Chapter check: First days at work
      [
        'Wiederhole Vorstellungsrunden und Wortschatz rund um den Arbeitsplatz in einem Rollenspiel zum ersten Tag in einer neuen Firma.',
        ['Sich und andere bei der Arbeit vorstellen', 'Deinen Beruf klar beschreiben', 'Wörter erkennen, die du wiederholen solltest'],
      ],
      // 5. Writing simple work e-mails
      [
        'Schreib kurze E-Mails an Kolleginnen und Kollegen: eine Bitte, eine Antwort und ein Dankeschön. Du lernst übliche Anreden, Grußformeln und Betreffzeilen.',
        ['Eine E-Mail passend beginnen und beenden', 'Eine klare Betreffzeile formulieren', 'Eine einfache Bitte schriftlich äußern'],
      ],
      // 6. Polite requests: could, would, can
      [
        'Bitte bei der Arbeit mit could, would und can höflich um etwas und reagiere auf Bitten.',
        ['Höfliche Bitten formulieren', 'Einer Bitte höflich zustimmen oder sie ablehnen', 'Den passenden Grad an Förmlichkeit wählen'],
      ],
      // 7. Reading schedules and agendas
      [
        'Lies Tagesordnungen, Zeitpläne und Kalendereinladungen und finde schnell die wichtigsten Informationen.',
        [
          'Daten, Uhrzeiten und Orte in Dokumenten finden',
          'Tagesordnungspunkte verstehen',
          'Eine Kalendereinladung annehmen oder ablehnen',
        ],
      ],
      // 8. Chapter check: Communicating in writing
      [
        'Schreib und beantworte einen kurzen E-Mail-Verlauf zu einem Meeting. Deine Lehrkraft korrigiert Ton und Aufbau.',
        ['Eine kurze, professionelle E-Mail schreiben', 'Auf eine Bitte antworten', 'Höflichkeitsformen durchgängig verwenden'],
      ],
      // 9. Phone calls: making and taking calls
      [
        'Nimm Anrufe entgegen, verlange eine bestimmte Person, notiere eine Nachricht und buchstabiere Namen und Zahlen am Telefon.',
        [
          'Ein Telefonat professionell annehmen und beenden',
          'Eine Nachricht entgegennehmen und hinterlassen',
          'Namen klar buchstabieren und Zahlen deutlich nennen',
        ],
      ],
      // 10. Understanding voicemail and video calls
      [
        'Hör dir Sprachnachrichten und kurze Ausschnitte aus Videoanrufen an und notiere die wichtigsten Details und Aufgaben.',
        [
          'Namen, Zahlen und Uhrzeiten heraushören',
          'Aufgaben aus einer Nachricht notieren',
          'Jemanden bitten, etwas zu wiederholen oder langsamer zu sprechen',
        ],
      ],
      // 11. Taking part in a meeting
      [
        'Begrüße die anderen im Meeting, gib einen kurzen Zwischenstand und stell einfache Fragen. Wir üben nützliche Redemittel für Meetings.',
        [
          'Einen kurzen Statusbericht geben',
          'In einem Meeting einfache Fragen stellen und beantworten',
          'Die nächsten Schritte vereinbaren',
        ],
      ],
      // 12. Chapter check: Meetings and calls
      [
        'Ein simuliertes Telefonat und ein Mini-Meeting testen deine neuen Fähigkeiten. Du bekommst Feedback zu Verständlichkeit und Höflichkeit.',
        [
          'Ein Telefonat von Anfang bis Ende führen',
          'Sich an einem kurzen Meeting beteiligen',
          'Redemittel für Meetings richtig verwenden',
        ],
      ],
      // 13. Numbers, prices and dates in business
      [
        'Sprich über Preise, Mengen, Prozentsätze und Fristen. Nützlich für Bestellungen, Rechnungen und Planung.',
        ['Preise und Prozentsätze nennen', 'Über Fristen und Termine sprechen', 'Einfache Zahlen vorlesen'],
      ],
      // 14. Visitors and business travel
      [
        'Empfange Besucherinnen und Besucher, biete Hilfe an und sprich über Reiseplanung und Hotels.',
        ['Besuch in deiner Firma willkommen heißen', 'Über Reisepläne sprechen', 'Ein Hotelzimmer oder ein Taxi buchen'],
      ],
      // 15. Open discussion: my job and my company
      [
        'Ein freies Gespräch über deine Arbeit, deine Firma und deine beruflichen Ziele, in dem du alles aus diesem Modul anwendest.',
        ['Deine Firma und deine Rolle beschreiben', 'Über berufliche Ziele sprechen', 'Kolleginnen und Kollegen nach ihrer Arbeit fragen'],
      ],
      // 16. Chapter check: Business basics
      [
        'Der Abschlusscheck für A1: ein Rollenspiel mit Besuch, mit Preisen, Terminen und Small Talk. Danach weißt du genau, wie es weitergeht.',
        ['Besuch begrüßen und Small Talk führen', 'Sicher mit Zahlen und Daten umgehen', 'Deine Fortschritte in A1 zusammenfassen'],
      ],
    ],
    // A2
    [
      // 1. Arranging meetings
      [
        'Schlag Termine per Telefon und E-Mail vor, bestätige sie und verschiebe sie.',
        ['Uhrzeiten und Orte vorschlagen', 'Termine bestätigen und verschieben', 'Sich für eine Planänderung entschuldigen'],
      ],
      // 2. Products and services
      [
        'Beschreibe, was deine Firma anbietet und welche Vorteile es hat.',
        ['Produkte und ihre Eigenschaften beschreiben', 'Produkte vergleichen', 'Über Kundinnen und Kunden sprechen'],
      ],
      // 3. Following up after a meeting
      [
        'Schreib nach einem Meeting eine Follow-up-E-Mail mit Zusammenfassung und Aufgaben.',
        ['Entscheidungen zusammenfassen', 'Aufgaben auflisten', 'Höflich eine Frist setzen'],
      ],
      // 4. Small talk with clients
      [
        'Halte vor und nach Meetings das Gespräch mit Kundinnen und Kunden am Laufen.',
        ['Small Talk beginnen und beenden', 'Unverfängliche Themen wählen', 'Mit Nachfragen Interesse zeigen'],
      ],
    ],
    // B1
    [
      // 1. Presenting your team's results
      [
        'Halte eine kurze, gut gegliederte Präsentation mit Zahlen.',
        ['Eine kurze Präsentation gliedern', 'Entwicklungen und Zahlen beschreiben', 'Mit einfachen Fragen umgehen'],
      ],
      // 2. Handling customer complaints
      [
        'Hör unzufriedenen Kundinnen und Kunden zu, entschuldige dich und biete Lösungen an.',
        ['Verständnis zeigen', 'Lösungen anbieten', 'Schriftlich nachfassen'],
      ],
      // 3. Project status reports
      [
        'Schreib einen knappen Statusbericht mit Fortschritten, Risiken und nächsten Schritten.',
        ['Fortschritte klar darstellen', 'Auf Risiken hinweisen', 'Nächste Schritte vorschlagen'],
      ],
      // 4. Conference calls with several speakers
      [
        'Folge einer Telefonkonferenz mit mehreren Sprechenden und kläre Missverständnisse.',
        ['Mehreren Sprechenden folgen', 'Höflich unterbrechen', 'Nachprüfen, ob alles richtig verstanden wurde'],
      ],
    ],
    // B2
    [
      // 1. Negotiating terms
      [
        'Verhandle über Preis, Lieferung und Konditionen und erziele eine Einigung.',
        ['Angebote und Gegenangebote machen', 'Konditionale Formulierungen verwenden', 'Eine Vereinbarung zusammenfassen'],
      ],
      // 2. Leading a meeting
      [
        'Leite ein Meeting, halte den Zeitplan ein und lenke die Teilnehmenden.',
        ['Ein Meeting eröffnen und schließen', 'Die Diskussion beim Thema halten', 'Mit schwierigen Teilnehmenden umgehen'],
      ],
      // 3. Persuasive proposals
      [
        'Schreib ein Angebot oder einen Vorschlag, der Entscheidungsträger überzeugt.',
        ['Einen Vorschlag gliedern', 'Vorteile überzeugend darstellen', 'Einwände vorwegnehmen'],
      ],
      // 4. Finance for non-financial managers
      [
        'Sprich sicher über Budgets, Kosten und Gewinn.',
        ['Wichtige Finanzbegriffe verstehen', 'Ein Budget beschreiben', 'Über Einsparungen diskutieren'],
      ],
    ],
    // C1
    [
      // 1. Pitching an idea to senior management
      [
        'Präsentiere einen knappen, überzeugenden Pitch und verteidige ihn.',
        ['Einen Pitch aufbauen', 'Überzeugungstechniken einsetzen', 'Deine Idee bei kritischen Nachfragen verteidigen'],
      ],
      // 2. Cross-cultural communication
      [
        'Geh in internationalen Teams souverän mit kulturellen Unterschieden um.',
        ['Kulturell geprägte Kommunikationsstile erkennen', 'Den Grad an Direktheit anpassen', 'Missverständnisse vermeiden'],
      ],
      // 3. Executive summaries
      [
        'Fasse einen langen Bericht in einem einseitigen Executive Summary zusammen.',
        ['Kernbotschaften erkennen', 'Knapp formulieren', 'Mit den Empfehlungen beginnen'],
      ],
      // 4. Earnings calls and business podcasts
      [
        'Folge schnellen, fachlichen Gesprächen aus der Wirtschaft.',
        ['Gespräche über Finanzen verstehen', 'Wichtige Kennzahlen notieren', 'Argumente bewerten'],
      ],
    ],
    // C2
    [
      // 1. Crisis communication
      [
        'Kommuniziere in einer Krise klar und ruhig mit allen Beteiligten.',
        ['Schlechte Nachrichten überbringen', 'Unter Druck die Worte sorgfältig wählen', 'Feindselige Fragen beantworten'],
      ],
      // 2. High-stakes negotiation
      [
        'Verhandle komplexe Geschäfte mit mehreren Parteien.',
        [
          'Eine gute Beziehung und eine starke Verhandlungsposition aufbauen',
          'Strategische Zugeständnisse machen',
          'Komplexe Vereinbarungen abschließen',
        ],
      ],
      // 3. Thought leadership articles
      [
        'Schreib einen fundierten Fachartikel für ein professionelles Publikum.',
        ['Eine eigenständige Argumentation entwickeln', 'Mit fachlicher Autorität schreiben', 'Texte auf Wirkung hin überarbeiten'],
      ],
      // 4. Open discussion: the future of work
      [
        'Eine anspruchsvolle Diskussion über Führung, Technologie und die Arbeitswelt.',
        ['Differenzierte Standpunkte vertreten', 'Annahmen hinterfragen', 'Verschiedene Sichtweisen zusammenführen'],
      ],
    ],
  ],
  german: [
    // A1
    [
      // 1. Willkommen! Your German course at Parla
      [
        'Lerne deine Lehrkraft und die anderen Teilnehmenden kennen und erlebe, wie eine Live-Stunde bei Parla abläuft. Wir schauen uns den Kursweg von A1 bis C2 an und probieren gemeinsam die Werkzeuge im virtuellen Klassenzimmer aus.',
        [
          'Die Werkzeuge im Klassenzimmer nutzen: Mikrofon, Chat und Folien',
          'Die Gruppe mit „Hallo“ und „Guten Tag“ begrüßen',
          'Wissen, wie du eine Stunde buchst, vorbereitest und nachbereitest',
        ],
      ],
      // 2. Hallo! Sich vorstellen
      [
        'Sag, wer du bist, woher du kommst und welche Sprachen du sprichst. Du übst die ersten Fragen, die alle stellen, wenn sie jemanden kennenlernen.',
        [
          'Sich mit Name, Land und Stadt vorstellen',
          '„Wie heißt du?“ und „Woher kommst du?“ fragen',
          'Im Alltag zwischen „du“ und „Sie“ wählen',
        ],
      ],
      // 3. Zahlen, Uhrzeit und Termine
      [
        'Zähl von 0 bis 100, sag die Uhrzeit und vereinbare einen Termin. Zahlen begegnen dir immer wieder – bei Telefonnummern, Preisen und Öffnungszeiten.',
        [
          'Zahlen von 0 bis 100 sagen und verstehen',
          'Die Uhrzeit offiziell und umgangssprachlich angeben',
          'Einen Termin vereinbaren und bestätigen',
        ],
      ],
      // 4. Kapiteltest: Erste Schritte
      [
        'Ein lockerer Check zum ersten Kapitel: Vorstellen, Zahlen und Uhrzeiten in kurzen Rollenspielen. Deine Lehrkraft notiert, was du vor dem nächsten Kapitel wiederholen solltest.',
        ['Sich ohne Notizen vorstellen', 'Telefonnummern und Uhrzeiten korrekt austauschen', 'Die eigenen Lücken im Kapitel erkennen'],
      ],
      // 5. Der, die, das: Artikel und Nomen
      [
        'Jedes deutsche Nomen hat ein Genus. Lerne die bestimmten und unbestimmten Artikel kennen, nützliche Muster, um das Genus zu erraten, und wie du neue Nomen mit ihrem Artikel lernst.',
        [
          'der, die, das und ein, eine richtig verwenden',
          'Typische Endungen wie -ung, -chen und -er erkennen',
          'Den Plural häufiger Nomen bilden',
        ],
      ],
      // 6. Meine Familie
      [
        'Sprich über deine Familie und die Menschen, die dir nahestehen. Wir verwenden Possessivartikel und beschreiben Menschen mit einfachen Adjektiven.',
        [
          'Familienmitglieder und Verwandtschaftsbeziehungen benennen',
          'mein, meine, dein, deine verwenden',
          'Eine Person in zwei oder drei Sätzen beschreiben',
        ],
      ],
      // 7. Verben im Präsens: ich wohne, du wohnst
      [
        'Konjugiere regelmäßige Verben und die wichtigen unregelmäßigen Verben sein und haben im Präsens. Du bildest vollständige Sätze mit dem Verb an zweiter Stelle.',
        [
          'Regelmäßige Verben im Präsens konjugieren',
          'sein und haben in allen Personen verwenden',
          'In Aussagesätzen das Verb an die zweite Stelle setzen',
        ],
      ],
      // 8. Kapiteltest: Menschen und Dinge
      [
        'Zeig, was du über Artikel, Familienwörter und Verben im Präsens weißt. Ein kurzes Rollenspiel mit einem Familienfoto schließt das Kapitel ab.',
        [
          'Ein Familienfoto beschreiben',
          'Artikel und Verbendungen korrekt verwenden',
          'Fragen über andere Menschen stellen und beantworten',
        ],
      ],
      // 9. Im Café bestellen
      [
        'Bestell Essen und Getränke, verlange die Rechnung und bezahl. Wir üben höfliche Formen mit „möchten“ und „hätte gern“ in realistischen Café-Dialogen.',
        [
          'Mit „Ich möchte“ und „Ich hätte gern“ höflich bestellen',
          'Nach Preisen fragen und die Rechnung bezahlen',
          'Eine einfache Speisekarte verstehen',
        ],
      ],
      // 10. Mein Tag: Tagesablauf hören
      [
        'Hör Menschen zu, die ihren Tagesablauf beschreiben, und erkenne Uhrzeiten und Tätigkeiten. Danach beschreibst du deinen eigenen Tag mit trennbaren Verben.',
        [
          'Uhrzeiten und Tätigkeiten in kurzen Aufnahmen verstehen',
          'Trennbare Verben wie aufstehen und einkaufen verwenden',
          'Deinen eigenen Tagesablauf beschreiben',
        ],
      ],
      // 11. Einkaufen auf dem Markt
      [
        'Lies Schilder auf dem Markt, Einkaufszettel und kurze Anzeigen. Du lernst Mengenangaben, Verpackungen und Preise und setzt sie in einem Einkaufs-Rollenspiel ein.',
        [
          'Preise, Mengenangaben und kurze Anzeigen lesen',
          'Gängige Lebensmittel und Verpackungen benennen',
          'An einem Marktstand etwas kaufen',
        ],
      ],
      // 12. Eine kurze Nachricht schreiben
      [
        'Schreib kurze Nachrichten an Freunde und Kollegen: eine Einladung, eine Antwort und eine Planänderung. Im Mittelpunkt stehen Anrede, Grußformel und Wortstellung.',
        ['Eine informelle Einladung schreiben', 'Höflich zusagen oder absagen', 'Anrede und Grußformel richtig verwenden'],
      ],
      // 13. Kapiteltest: Alltag
      [
        'Wiederhole Bestellen, Tagesablauf, Einkaufen und Nachrichten in einer gemischten Aufgabe. Deine Lehrkraft gibt dir Feedback zu Flüssigkeit und Genauigkeit.',
        ['Einen Dialog im Café und auf dem Markt meistern', 'Einen typischen Tag beschreiben', 'Eine klare, kurze Nachricht schreiben'],
      ],
      // 14. Nach dem Weg fragen
      [
        'Frag in der Stadt nach dem Weg, beschreib ihn selbst und verstehe Antworten mit lokalen Präpositionen. Wir arbeiten mit einem echten Stadtplan.',
        [
          'Höflich nach dem Weg fragen',
          'links, rechts, geradeaus und Orientierungspunkte verstehen',
          'Den Weg zu einem Ort erklären, den du kennst',
        ],
      ],
      // 15. Modalverben: können, möchten, müssen
      [
        'Drück mit Modalverben und der Satzklammer Fähigkeiten, Wünsche und Pflichten aus. Du planst mit deiner Gruppe einen Wochenendausflug.',
        ['können, möchten und müssen konjugieren', 'Den Infinitiv ans Satzende stellen', 'Pläne machen und über Pflichten sprechen'],
      ],
      // 16. Offene Diskussion: Meine Stadt
      [
        'Ein freies Gespräch über die Orte, an denen wir leben: was uns gefällt, was wir vermissen und was Besucher sehen sollten. Setz alles ein, was du in A1 gelernt hast.',
        ['Eine Minute lang über deine Stadt sprechen', 'Nachfragen stellen', 'Sehenswerte Orte empfehlen'],
      ],
      // 17. Kapiteltest: Unterwegs
      [
        'Der Abschlusscheck des A1-Moduls: Wegbeschreibungen, Modalverben und eine kurze Präsentation deiner Stadt. Du gehst mit einer Liste deiner Stärken und der nächsten Schritte nach Hause.',
        ['Wegbeschreibungen genau geben', 'Modalverben im Kontext verwenden', 'Deine Stadt in wenigen Sätzen vorstellen'],
      ],
    ],
    // A2
    [
      // 1. Perfekt: Was hast du am Wochenende gemacht?
      [
        'Sprich mit dem Perfekt über Vergangenes und wähle zwischen haben und sein. In kleinen Gruppen erzählen wir uns Geschichten vom Wochenende.',
        [
          'Das Partizip II regelmäßiger und unregelmäßiger Verben bilden',
          'haben oder sein wählen',
          'Eine kurze Geschichte über dein Wochenende erzählen',
        ],
      ],
      // 2. Wohnungssuche: Anzeigen verstehen
      [
        'Lies Wohnungsanzeigen mit ihren Abkürzungen und vergleiche Angebote. Danach rufst du in einem Rollenspiel bei einem Vermieter an.',
        [
          'Abkürzungen wie 2-Zi.-Whg. und NK entschlüsseln',
          'Wohnungen nach Preis und Ausstattung vergleichen',
          'Telefonisch einen Besichtigungstermin vereinbaren',
        ],
      ],
      // 3. Beim Arzt
      [
        'Beschreibe Beschwerden, verstehe Ratschläge und vereinbare einen Termin in einer Praxis. Nützlich für das echte Leben in deutschsprachigen Ländern.',
        [
          'Körperteile und Beschwerden benennen',
          'Anweisungen einer Ärztin oder eines Arztes verstehen',
          'Einen Termin buchen und verschieben',
        ],
      ],
      // 4. Wechselpräpositionen: Wo oder wohin?
      [
        'Verwende in, an, auf und die anderen Wechselpräpositionen mit Dativ für den Ort und mit Akkusativ für die Richtung. Wir richten gemeinsam eine Wohnung ein.',
        ['Ort und Richtung unterscheiden', 'stellen/stehen, legen/liegen verwenden', 'Beschreiben, wo sich Dinge in einem Raum befinden'],
      ],
    ],
    // B1
    [
      // 1. Nebensätze mit weil, obwohl und dass
      [
        'Nenne Gründe und Gegensätze mit Nebensätzen und dem Verb am Ende.',
        [
          'Nebensätze mit weil, obwohl und dass bilden',
          'Das konjugierte Verb ans Ende stellen',
          'Gedanken in längeren Antworten verknüpfen',
        ],
      ],
      // 2. Bewerbung und Lebenslauf
      [
        'Schreib ein deutsches Anschreiben und einen tabellarischen Lebenslauf für eine Stelle, die dich interessiert.',
        ['Eine formelle Bewerbung aufbauen', 'Übliche Formulierungen für Anschreiben verwenden', 'Deine Erfahrung knapp darstellen'],
      ],
      // 3. Meinungen äußern: Ich finde, dass...
      [
        'Stimm zu, widersprich und wäge Argumente zu Alltagsthemen wie sozialen Medien ab.',
        ['Eine Meinung äußern und begründen', 'Höflich zustimmen und widersprechen', 'Auf andere Meinungen reagieren'],
      ],
      // 4. Radio: Nachrichten verstehen
      [
        'Verfolge kurze Radionachrichten und notiere die wichtigsten Fakten.',
        [
          'Thema und zentrale Fakten in Nachrichten erkennen',
          'Zahlen und Namen auch bei schnellem Tempo verstehen',
          'Eine Nachricht mündlich zusammenfassen',
        ],
      ],
    ],
    // B2
    [
      // 1. Das Passiv in Alltag und Nachrichten
      [
        'Verwende das Passiv mit werden und sein, um Abläufe und Ereignisse aus den Nachrichten zu beschreiben.',
        ['Das Passiv in allen Zeitformen bilden', 'Zwischen Aktiv und Passiv wählen', 'Einen Ablauf Schritt für Schritt beschreiben'],
      ],
      // 2. Diskussion: Die Arbeit der Zukunft
      [
        'Diskutiere über Homeoffice, Automatisierung und die Vier-Tage-Woche.',
        [
          'Für und gegen eine Position argumentieren',
          'Konnektoren wie einerseits, andererseits verwenden',
          'Eine kurze Diskussion moderieren',
        ],
      ],
      // 3. Zeitungsartikel zusammenfassen
      [
        'Lies einen Zeitungsartikel und schreib eine neutrale Zusammenfassung in indirekter Rede.',
        [
          'Die Hauptaussage eines Artikels erkennen',
          'Konjunktiv I für die indirekte Rede verwenden',
          'Eine knappe Zusammenfassung schreiben',
        ],
      ],
      // 4. Eine formelle Beschwerde schreiben
      [
        'Schreib eine Beschwerde an ein Unternehmen und stelle Fakten und Erwartungen klar dar.',
        ['Eine formelle Beschwerde aufbauen', 'Höflich, aber bestimmt formulieren', 'Eine klare Forderung stellen'],
      ],
    ],
    // C1
    [
      // 1. Nominalstil in Fachtexten
      [
        'Verstehe und verwende den nominalen Stil des akademischen und beruflichen Deutsch.',
        [
          'Verbale Ausdrücke in nominale umwandeln und umgekehrt',
          'Dichte Fachtexte lesen',
          'Den passenden Stil für die Leserschaft wählen',
        ],
      ],
      // 2. Einen Vortrag halten
      [
        'Halte einen kurzen, klar gegliederten Vortrag und geh auf Fragen aus dem Publikum ein.',
        [
          'Einen Vortrag mit klaren Überleitungen gliedern',
          'Visuelle Hilfsmittel wirkungsvoll einsetzen',
          'Schwierige Fragen gelassen beantworten',
        ],
      ],
      // 3. Redewendungen und Idiome
      [
        'Lerne Redewendungen, die Muttersprachler jeden Tag benutzen – von „Daumen drücken“ bis „auf dem Schlauch stehen“.',
        ['Gängige Redewendungen im Kontext verstehen', 'Redewendungen passend einsetzen', 'Falsche Freunde bei Redewendungen vermeiden'],
      ],
      // 4. Podcast: Gesellschaft und Debatte
      [
        'Folge einer lebhaften Podcast-Diskussion und notiere Argumente und Haltungen.',
        ['Sich überschneidenden Redebeiträgen folgen', 'Ironie und Haltung erkennen', 'Argumente für eine spätere Diskussion notieren'],
      ],
    ],
    // C2
    [
      // 1. Stilebenen: Vom Smalltalk bis zur Festrede
      [
        'Wechsle sicher zwischen den Stilebenen, vom lockeren Plausch bis zur förmlichen Rede.',
        [
          'Merkmale einer Stilebene erkennen',
          'Eine Botschaft an verschiedene Zielgruppen anpassen',
          'Einen kurzen, förmlichen Trinkspruch halten',
        ],
      ],
      // 2. Literarische Texte analysieren
      [
        'Lies einen Auszug aus der modernen deutschsprachigen Literatur und diskutiere Stil und Bedeutung.',
        ['Erzählperspektive und Ton analysieren', 'Über Deutungen diskutieren', 'Den Wortschatz der Textanalyse verwenden'],
      ],
      // 3. Feinheiten der Modalpartikeln
      [
        'Beherrsche doch, ja, mal, eben und halt, um natürlich und nuanciert zu klingen.',
        ['Die Wirkung von Modalpartikeln verstehen', 'Partikeln zum Abschwächen oder Betonen verwenden', 'Regionale Vorlieben erkennen'],
      ],
      // 4. Debatte: Ethik und Technik
      [
        'Eine offene Debatte über künstliche Intelligenz, Datenschutz und Verantwortung.',
        ['Präzise zu abstrakten Themen argumentieren', 'Geschickt Zugeständnisse machen und kontern', 'Eine Debatte fair zusammenfassen'],
      ],
    ],
  ],
  spanish: [
    // A1
    [
      // 1. ¡Bienvenidos! Your Spanish course
      [
        'Lerne deine Lehrkraft und die anderen Teilnehmenden kennen und erfahre, wie der Unterricht bei Parla funktioniert. Wir probieren die Werkzeuge im virtuellen Klassenzimmer aus und schauen uns den Weg von A1 bis C2 an.',
        ['Die Werkzeuge im Klassenzimmer nutzen', 'Menschen mit „hola“ und „buenos días“ begrüßen', 'Ein Ziel für dein Spanisch festlegen'],
      ],
      // 2. ¡Hola! ¿Cómo te llamas?
      [
        'Stell dich vor, sag, woher du kommst, und frag andere dasselbe. Wir üben die Verben ser und llamarse.',
        ['Sich mit Name und Herkunft vorstellen', '„¿Cómo te llamas?“ und „¿De dónde eres?“ fragen', 'Zwischen tú und usted wählen'],
      ],
      // 3. Los números y la hora
      [
        'Zähl bis 100, sag die Uhrzeit und nenne deine Telefonnummer. Zahlen sind überall: bei Preisen, Adressen und Fahrplänen.',
        ['Zahlen von 0 bis 100 sagen', 'Nach der Uhrzeit fragen und sie angeben', 'Telefonnummern und das Alter angeben'],
      ],
      // 4. Repaso: Primeros pasos
      [
        'Wiederhole Vorstellen, Zahlen und Uhrzeiten in kurzen Rollenspielen. Deine Lehrkraft notiert, was du wiederholen solltest.',
        ['Sich ohne Notizen vorstellen', 'Zahlen und Uhrzeiten korrekt verwenden', 'Erkennen, was du wiederholen solltest'],
      ],
      // 5. El artículo y el género: el, la, los, las
      [
        'Lerne Genus und Numerus spanischer Nomen kennen und wie Artikel und Adjektive sich nach ihnen richten.',
        ['Bestimmte und unbestimmte Artikel verwenden', 'Nomen und Adjektive aneinander angleichen', 'Den Plural bilden'],
      ],
      // 6. Mi familia
      [
        'Sprich mit Possessivbegleitern und einfachen Beschreibungen über deine Familie. Du stellst der Gruppe ein Familienfoto vor.',
        ['Familienmitglieder benennen', 'mi, tu, su verwenden', 'Menschen mit ser und tener beschreiben'],
      ],
      // 7. Verbos regulares en presente: -ar, -er, -ir
      [
        'Konjugiere regelmäßige Verben im Präsens und erzähl, was du jeden Tag machst.',
        ['Verben auf -ar, -er und -ir konjugieren', 'Ja/Nein-Fragen stellen und beantworten', 'Über alltägliche Tätigkeiten sprechen'],
      ],
      // 8. Repaso: Mi mundo
      [
        'Überprüfe Artikel, Familienwortschatz und Verben im Präsens in einem kurzen Interview mit einem Partner oder einer Partnerin.',
        ['Deine Familie beschreiben', 'Verben im Präsens korrekt verwenden', 'Fragen über andere stellen'],
      ],
      // 9. En el bar: pedir tapas
      [
        'Bestell in einer Bar Essen und Getränke, verlange die Rechnung und sprich mit „me gusta“ darüber, was du magst.',
        ['Mit „quería“ und „me pone“ höflich bestellen', 'me gusta / me gustan verwenden', 'Um die Rechnung bitten'],
      ],
      // 10. Mi rutina diaria
      [
        'Hör Menschen zu, die ihren Tagesablauf beschreiben, und notiere Uhrzeiten und Tätigkeiten. Danach beschreibst du deinen eigenen Tag mit reflexiven Verben.',
        ['Tagesabläufe in Aufnahmen verstehen', 'Reflexive Verben wie levantarse verwenden', 'Deinen typischen Tag beschreiben'],
      ],
      // 11. De compras en el mercado
      [
        'Lies Schilder, Preise und Einkaufszettel auf dem Markt und kauf in einem Rollenspiel Lebensmittel ein.',
        ['Preise und Mengenangaben lesen', 'Gängige Lebensmittel benennen', 'Auf dem Markt etwas kaufen'],
      ],
      // 12. Un mensaje a un amigo
      [
        'Schreib kurze Nachrichten an einen Freund oder eine Freundin: eine Einladung, eine Antwort und eine Planänderung. Im Mittelpunkt stehen informelle Anreden, Grußformeln und Satzzeichen wie ¿ und ¡.',
        ['Eine informelle Einladung schreiben', 'Höflich zusagen oder absagen', 'Anreden und Grußformeln verwenden'],
      ],
      // 13. Repaso: La vida diaria
      [
        'Gemischte Übungen zu Bestellen, Tagesablauf, Einkaufen und Nachrichten mit ausführlichem Feedback.',
        ['Einen Dialog in der Bar und auf dem Markt meistern', 'Deinen Tagesablauf beschreiben', 'Eine kurze Nachricht schreiben'],
      ],
      // 14. ¿Dónde está...? Pedir direcciones
      [
        'Frag mit estar und Ortspräpositionen nach dem Weg und beschreib ihn selbst – anhand eines echten Stadtplans.',
        ['Höflich nach dem Weg fragen', 'estar für Ortsangaben verwenden', 'Den Weg zu einem Ort beschreiben'],
      ],
      // 15. Conversación libre: mi ciudad
      [
        'Ein freies Gespräch darüber, wo wir leben und welche Orte wir lieben – mit allem, was du in A1 gelernt hast.',
        ['Eine Minute lang über deine Stadt sprechen', 'Nachfragen stellen', 'Sehenswerte Orte empfehlen'],
      ],
      // 16. Repaso final A1
      [
        'Der Abschlusscheck für A1: Wegbeschreibungen, Beschreibungen und eine kurze Präsentation. Danach weißt du genau, wie es weitergeht.',
        ['Wegbeschreibungen genau geben', 'Deine Stadt vorstellen', 'Deine nächsten Schritte für A2 kennen'],
      ],
    ],
    // A2
    [
      // 1. Pretérito perfecto: ¿Qué has hecho hoy?
      [
        'Sprich mit dem pretérito perfecto über Dinge, die gerade erst passiert sind.',
        ['Das pretérito perfecto bilden', 'ya und todavía no verwenden', 'Über Erfahrungen sprechen'],
      ],
      // 2. Pretérito indefinido: el fin de semana pasado
      [
        'Erzähl mit dem pretérito indefinido Geschichten aus der Vergangenheit.',
        [
          'Regelmäßige und wichtige unregelmäßige Verben konjugieren',
          'Ereignisse in eine zeitliche Abfolge bringen',
          'Eine Geschichte vom Wochenende erzählen',
        ],
      ],
      // 3. En el médico
      [
        'Beschreibe beim Arzt deine Beschwerden und verstehe die Ratschläge.',
        ['Körperteile und Beschwerden benennen', 'doler richtig verwenden', 'Ratschläge verstehen'],
      ],
      // 4. Buscar piso
      [
        'Lies Wohnungsanzeigen und vereinbare einen Besichtigungstermin.',
        ['Anzeigen verstehen', 'Angebote vergleichen', 'Einen Besichtigungstermin vereinbaren'],
      ],
    ],
    // B1
    [
      // 1. El subjuntivo: deseos y recomendaciones
      [
        'Drück mit dem presente de subjuntivo Wünsche aus und gib Ratschläge.',
        ['Das presente de subjuntivo bilden', 'Es nach querer que und recomendar que verwenden', 'Empfehlungen geben'],
      ],
      // 2. Dar tu opinión
      [
        'Teile und verteidige deine Meinung zu Alltagsthemen.',
        ['Meinungen äußern', 'Zustimmen und widersprechen', 'Deinen Standpunkt begründen'],
      ],
      // 3. Una carta formal
      [
        'Schreib einen formellen Brief mit einer Anfrage oder einer Beschwerde.',
        ['Formelle Konventionen einhalten', 'Einen Brief gliedern', 'Ein klares Anliegen formulieren'],
      ],
      // 4. Noticias en la radio
      [
        'Verfolge Radionachrichten und notiere die wichtigsten Fakten.',
        ['Thema und Fakten erkennen', 'Zahlen auch bei schnellem Tempo verstehen', 'Die Nachrichten zusammenfassen'],
      ],
    ],
    // B2
    [
      // 1. Oraciones condicionales
      [
        'Drück reale, mögliche und unmögliche Bedingungen aus.',
        ['Alle drei Arten von Bedingungssätzen verwenden', 'Zeitformen richtig kombinieren', 'Über hypothetische Situationen diskutieren'],
      ],
      // 2. Debate: turismo y ciudades
      [
        'Diskutiere über die Auswirkungen des Tourismus auf Städte.',
        ['Dafür und dagegen argumentieren', 'Konnektoren für Gegensätze verwenden', 'Zu einem Schluss kommen'],
      ],
      // 3. Artículos de opinión
      [
        'Lies Meinungskolumnen und analysiere ihre Argumente.',
        ['Die These erkennen', 'Überzeugungsstrategien erkennen', 'Kritisch darauf reagieren'],
      ],
      // 4. Escribir un ensayo
      [
        'Schreib einen gut gegliederten argumentativen Aufsatz.',
        ['Einen Aufsatz planen', 'Formelle Konnektoren verwenden', 'Einen überzeugenden Schluss schreiben'],
      ],
    ],
    // C1
    [
      // 1. Expresiones idiomáticas
      [
        'Verstehe und verwende Redewendungen aus dem Alltag in Spanien und Lateinamerika.',
        ['Redewendungen im Kontext verstehen', 'Redewendungen natürlich einsetzen', 'Regionale Varianten erkennen'],
      ],
      // 2. Hablar en público
      [
        'Halte einen kurzen Vortrag und geh auf Fragen ein.',
        ['Einen Vortrag gliedern', 'Rhetorische Fragen einsetzen', 'Gelassen mit Fragen umgehen'],
      ],
      // 3. Podcasts y entrevistas
      [
        'Folge schnellen Interviews mit unterschiedlichen Akzenten.',
        ['Verschiedenen Akzenten folgen', 'Haltungen erkennen', 'Positionen zusammenfassen'],
      ],
      // 4. Estilo indirecto avanzado
      [
        'Gib komplexe Äußerungen in indirekter Rede wieder und verschiebe die Zeiten dabei korrekt.',
        ['Aussagen und Fragen wiedergeben', 'Zeitformen richtig verschieben', 'Redeeinleitende Verben verwenden'],
      ],
    ],
    // C2
    [
      // 1. Literatura hispanoamericana
      [
        'Analysiere einen Auszug aus einem lateinamerikanischen Klassiker.',
        ['Stil und Erzählstimme analysieren', 'Über Deutungen diskutieren', 'Literarischen Fachwortschatz verwenden'],
      ],
      // 2. Registros y estilo
      [
        'Wechsle präzise zwischen Sprachregistern.',
        ['Merkmale eines Registers erkennen', 'Eine Botschaft anpassen', 'Eine förmliche Rede halten'],
      ],
      // 3. Escritura persuasiva
      [
        'Schreib einen überzeugenden Artikel mit rhetorischen Mitteln.',
        ['Rhetorische Mittel einsetzen', 'Auf Gegenargumente eingehen', 'Texte prägnanter überarbeiten'],
      ],
      // 4. Debate abierto: ética y tecnología
      [
        'Eine offene, anspruchsvolle Debatte über Technologie und Gesellschaft.',
        ['Zu abstrakten Themen argumentieren', 'Zugeständnisse machen und kontern', 'Fair zusammenfassen'],
      ],
    ],
  ],
  french: [
    // A1
    [
      // 1. Bienvenue ! Your French course
      [
        'Lerne deine Lehrkraft und die anderen Teilnehmenden kennen und erfahre, wie der Unterricht bei Parla funktioniert. Wir probieren die Werkzeuge im virtuellen Klassenzimmer aus und setzen uns Ziele für A1.',
        ['Die Werkzeuge im Klassenzimmer nutzen', 'Menschen mit „bonjour“ und „salut“ begrüßen', 'Ein Ziel für dein Französisch festlegen'],
      ],
      // 2. Bonjour ! Se présenter
      [
        "Stell dich vor, sag, wo du wohnst und welche Sprachen du sprichst – mit den Verben être und s'appeler.",
        ['Sich mit Name und Nationalität vorstellen', "„Comment tu t'appelles ?“ fragen", 'Zwischen tu und vous wählen'],
      ],
      // 3. Les nombres, l'heure et la date
      [
        'Zähl bis 100 (einschließlich der kniffligen soixante-dix und quatre-vingts), sag die Uhrzeit und nenne das Datum.',
        ['Zahlen von 0 bis 100 sagen', 'Die Uhrzeit angeben', 'Datumsangaben und Geburtstage nennen'],
      ],
      // 4. Bilan : Premiers pas
      [
        'Wiederhole Vorstellen, Zahlen und Uhrzeiten in kurzen Rollenspielen und bekomm Feedback zu deiner Aussprache.',
        ['Sich ohne Notizen vorstellen', 'Zahlen und Uhrzeiten korrekt verwenden', 'Wissen, was du wiederholen solltest'],
      ],
      // 5. Le, la, les : articles et genre
      [
        'Lerne das Genus der Nomen, bestimmte und unbestimmte Artikel und die Angleichung der Adjektive kennen.',
        ['le, la, les, un, une, des verwenden', 'Adjektive angleichen', 'Den Plural bilden'],
      ],
      // 6. Ma famille
      [
        'Sprich mit Possessivbegleitern über deine Familie und beschreibe Menschen mit avoir und être.',
        ['Familienmitglieder benennen', 'mon, ma, mes verwenden', 'Eine Person beschreiben'],
      ],
      // 7. Les verbes en -er au présent
      [
        'Konjugiere regelmäßige Verben auf -er und die wichtigen unregelmäßigen Verben aller und faire im Präsens.',
        ['Verben auf -er konjugieren', 'aller und faire verwenden', 'Fragen mit est-ce que stellen'],
      ],
      // 8. Bilan : Ma vie
      [
        'Überprüfe Artikel, Familienwörter und Verben in einem kurzen Interview mit einem Partner oder einer Partnerin.',
        ['Deine Familie beschreiben', 'Verben korrekt konjugieren', 'Fragen über andere stellen'],
      ],
      // 9. Au café : commander
      [
        'Bestell im Café, verlange die Rechnung und sprich mit aimer und préférer über Vorlieben und Abneigungen.',
        ['Mit „je voudrais“ höflich bestellen', 'Über Vorlieben und Abneigungen sprechen', 'Um die Rechnung bitten'],
      ],
      // 10. Ma journée
      [
        'Hör Menschen zu, die ihren Tag beschreiben, und notiere Uhrzeiten und Tätigkeiten. Danach beschreibst du deinen Tag mit reflexiven Verben.',
        ['Tagesabläufe in Aufnahmen verstehen', 'se lever und se coucher verwenden', 'Deinen typischen Tag beschreiben'],
      ],
      // 11. Faire les courses
      [
        'Lies Ladenschilder, Preise und einen Einkaufszettel und kauf mit den Teilungsartikeln an einem Marktstand Lebensmittel ein.',
        ['Preise und Mengenangaben lesen', 'du, de la, des verwenden', 'Auf dem Markt Lebensmittel kaufen'],
      ],
      // 12. Écrire un petit message
      [
        'Schreib einem Freund oder einer Freundin eine kurze Einladung, eine Antwort und eine Planänderung.',
        ['Eine informelle Einladung schreiben', 'Höflich zusagen oder absagen', 'Anreden und Grußformeln verwenden'],
      ],
      // 13. Bilan : Au quotidien
      [
        'Gemischte Übungen: Dialoge im Café und auf dem Markt, Tagesabläufe und Nachrichten, mit ausführlichem Feedback.',
        ['Dialoge im Café und auf dem Markt meistern', 'Deinen Tagesablauf beschreiben', 'Eine kurze Nachricht schreiben'],
      ],
      // 14. Demander son chemin
      [
        'Frag mit Ortspräpositionen und dem Imperativ nach dem Weg und beschreib ihn selbst – anhand eines echten Stadtplans.',
        ['Höflich nach dem Weg fragen', 'Den Imperativ für Wegbeschreibungen verwenden', 'Den Weg zu einem Ort erklären'],
      ],
      // 15. Discussion libre : ma ville
      [
        'Ein freies Gespräch darüber, wo wir leben und was Besucher sehen sollten – mit allem, was du in A1 gelernt hast.',
        ['Eine Minute lang über deine Stadt sprechen', 'Nachfragen stellen', 'Orte empfehlen'],
      ],
      // 16. Bilan final A1
      [
        'Der Abschlusscheck für A1: Wegbeschreibungen, Beschreibungen und eine kurze Präsentation, dazu deine nächsten Schritte für A2.',
        ['Wegbeschreibungen genau geben', 'Deine Stadt vorstellen', 'Deine nächsten Schritte kennen'],
      ],
    ],
    // A2
    [
      // 1. Le passé composé
      [
        'Sprich mit avoir und être über vergangene Ereignisse.',
        ['Das passé composé bilden', 'avoir oder être wählen', 'Eine kurze Geschichte erzählen'],
      ],
      // 2. L'imparfait : souvenirs d'enfance
      [
        'Beschreibe, wie die Dinge früher waren.',
        ['Das imparfait bilden', 'Frühere Gewohnheiten beschreiben', 'Es vom passé composé abgrenzen'],
      ],
      // 3. Chez le médecin
      ['Beschreibe Beschwerden und verstehe Ratschläge.', ['Beschwerden benennen', 'avoir mal à verwenden', 'Ein Rezept verstehen']],
      // 4. Chercher un logement
      [
        'Lies Wohnungsanzeigen und nimm Kontakt mit einem Vermieter auf.',
        ['Anzeigen verstehen', 'Wohnungen vergleichen', 'Einen Besichtigungstermin vereinbaren'],
      ],
    ],
    // B1
    [
      // 1. Le subjonctif présent
      [
        'Drück mit dem subjonctif Notwendigkeit, Wünsche und Gefühle aus.',
        ['Den subjonctif bilden', 'il faut que verwenden', 'Gefühle ausdrücken'],
      ],
      // 2. Donner son avis
      [
        'Teile und verteidige deine Meinung zu Alltagsthemen.',
        ['Meinungen äußern', 'Zustimmen und widersprechen', 'Deinen Standpunkt begründen'],
      ],
      // 3. La lettre formelle
      [
        'Schreib einen formellen Brief nach französischen Konventionen.',
        ['Formelle Wendungen verwenden', 'Einen Brief gliedern', 'Ein Anliegen formulieren'],
      ],
      // 4. Les infos à la radio
      [
        'Verfolge Radionachrichten und notiere die wichtigsten Fakten.',
        ['Themen erkennen', 'Zahlen und Namen heraushören', 'Eine Nachricht zusammenfassen'],
      ],
    ],
    // B2
    [
      // 1. Le conditionnel et les hypothèses
      ['Drück Hypothesen und Bedauern aus.', ['si-Sätze verwenden', 'Das conditionnel passé bilden', 'Bedauern ausdrücken']],
      // 2. Débat : le télétravail
      [
        'Diskutiere über die Vor- und Nachteile von Homeoffice.',
        ['Eine Position vertreten', 'Konnektoren für Gegensätze verwenden', 'Einen Kompromiss finden'],
      ],
      // 3. La presse française
      [
        'Lies und analysiere einen Zeitungsartikel.',
        ['Die These erkennen', 'Einseitige Darstellungen erkennen', 'Einen Artikel zusammenfassen'],
      ],
      // 4. L'essai argumentatif
      [
        'Schreib einen gut gegliederten argumentativen Aufsatz.',
        ['Einen Aufsatz planen', 'Formelle Konnektoren verwenden', 'Einen klaren Schluss formulieren'],
      ],
    ],
    // C1
    [
      // 1. Expressions idiomatiques
      [
        'Verstehe und verwende Redewendungen aus dem Alltag.',
        ['Redewendungen im Kontext verstehen', 'Redewendungen natürlich einsetzen', 'Wörtliche Übersetzungen vermeiden'],
      ],
      // 2. L'exposé oral
      [
        'Halte einen gut gegliederten Vortrag und beantworte Fragen.',
        ['Ein exposé gliedern', 'Mit Überleitungen Orientierung geben', 'Mit Fragen umgehen'],
      ],
      // 3. Podcasts et débats
      [
        'Folge schnellen Diskussionen und erkenne die Haltung der Sprechenden.',
        ['Mehreren Sprechenden folgen', 'Ironie erkennen', 'Positionen zusammenfassen'],
      ],
      // 4. Le discours rapporté
      [
        'Gib Äußerungen in indirekter Rede wieder und verschiebe die Zeiten dabei richtig.',
        ['Aussagen und Fragen wiedergeben', 'Zeitformen verschieben', 'Abwechslungsreiche redeeinleitende Verben verwenden'],
      ],
    ],
    // C2
    [
      // 1. Analyse littéraire
      [
        'Analysiere einen Auszug aus einem französischen Klassiker.',
        ['Stil und Erzählstimme analysieren', 'Über Deutungen diskutieren', 'Literarische Fachbegriffe verwenden'],
      ],
      // 2. Les registres de langue
      [
        'Wechsle zwischen umgangssprachlichem, neutralem und gehobenem Französisch.',
        ['Sprachregister erkennen', 'Eine Botschaft anpassen', 'Eine förmliche Rede halten'],
      ],
      // 3. L'écriture persuasive
      ['Schreib eine überzeugende Kolumne.', ['Rhetorische Mittel einsetzen', 'Einwände vorwegnehmen', 'Texte prägnanter überarbeiten']],
      // 4. Débat libre : éthique et technologie
      [
        'Eine offene Debatte über Technologie und Gesellschaft.',
        ['Zu abstrakten Themen argumentieren', 'Zugeständnisse machen und kontern', 'Sichtweisen zusammenführen'],
      ],
    ],
  ],
  italian: [
    // A1
    [
      // 1. Benvenuti! Your Italian course
      [
        'Lerne deine Lehrkraft und die anderen Teilnehmenden kennen und erfahre, wie der Unterricht bei Parla funktioniert. Wir probieren die Werkzeuge im virtuellen Klassenzimmer aus und setzen uns Ziele für A1.',
        [
          'Die Werkzeuge im Klassenzimmer nutzen',
          'Menschen mit „ciao“ und „buongiorno“ begrüßen',
          'Ein Ziel für dein Italienisch festlegen',
        ],
      ],
      // 2. Ciao! Come ti chiami?
      [
        'Stell dich vor, sag, woher du kommst, und frag andere danach – mit essere und chiamarsi.',
        ['Sich mit Name und Nationalität vorstellen', '„Come ti chiami?“ und „Di dove sei?“ fragen', 'Zwischen tu und Lei wählen'],
      ],
      // 3. I numeri e l'ora
      [
        'Zähl bis 100, sag die Uhrzeit und nenne Telefonnummern und das Alter.',
        ['Zahlen von 0 bis 100 sagen', 'Nach der Uhrzeit fragen und sie angeben', 'Dein Alter und deine Telefonnummer nennen'],
      ],
      // 4. Verifica: Primi passi
      [
        'Wiederhole Vorstellen, Zahlen und Uhrzeiten in kurzen Rollenspielen und bekomm Feedback zu deiner Aussprache.',
        ['Sich ohne Notizen vorstellen', 'Zahlen und Uhrzeiten korrekt verwenden', 'Wissen, was du wiederholen solltest'],
      ],
      // 5. Il, lo, la: articoli e genere
      [
        'Lerne das Genus der Nomen, die vielen Formen des italienischen Artikels und die Angleichung der Adjektive kennen.',
        ["il, lo, la, l', i, gli, le richtig wählen", 'Adjektive angleichen', 'Den Plural bilden'],
      ],
      // 6. La mia famiglia
      [
        'Sprich mit Possessivbegleitern über deine Familie (und erfahre, warum „mia madre“ keinen Artikel hat).',
        ['Familienmitglieder benennen', 'Possessivbegleiter richtig verwenden', 'Eine Person beschreiben'],
      ],
      // 7. Il presente: verbi in -are, -ere, -ire
      [
        'Konjugiere regelmäßige Verben sowie avere und essere im Präsens.',
        ['Die drei regelmäßigen Verbgruppen konjugieren', 'avere und essere verwenden', 'Einfache Fragen stellen'],
      ],
      // 8. Verifica: La mia vita
      [
        'Überprüfe Artikel, Familienwörter und Verben im Präsens in einem kurzen Interview mit einem Partner oder einer Partnerin.',
        ['Deine Familie beschreiben', 'Verben korrekt konjugieren', 'Fragen über andere stellen'],
      ],
      // 9. Al bar: ordinare un caffè
      [
        'Bestell Kaffee und Snacks wie in Italien, bezahl an der Kasse und sprich mit „mi piace“ darüber, was du magst.',
        ['In einer italienischen Bar bestellen', 'mi piace / mi piacciono verwenden', 'Bezahlen und um den Kassenbon bitten'],
      ],
      // 10. La mia giornata
      [
        'Hör Menschen zu, die ihren Tag beschreiben, und notiere Uhrzeiten und Tätigkeiten. Danach beschreibst du deinen eigenen Tag mit reflexiven Verben.',
        ['Tagesabläufe in Aufnahmen verstehen', 'alzarsi und vestirsi verwenden', 'Deinen typischen Tag beschreiben'],
      ],
      // 11. Al mercato
      [
        'Lies Preise und Ladenschilder und kauf in einem Rollenspiel auf dem Markt Obst, Gemüse und Käse ein.',
        ['Preise und Mengenangaben lesen', 'Gängige Lebensmittel benennen', 'Auf dem Markt Lebensmittel kaufen'],
      ],
      // 12. Un messaggio a un amico
      [
        'Schreib einem Freund oder einer Freundin eine kurze Einladung, eine Antwort und eine Planänderung. Im Mittelpunkt stehen informelle Anreden, Grußformeln und Wortstellung.',
        ['Eine informelle Einladung schreiben', 'Höflich zusagen oder absagen', 'Anreden und Grußformeln verwenden'],
      ],
      // 13. Verifica: Vita quotidiana
      [
        'Gemischte Übungen zu Dialogen in der Bar und auf dem Markt, Tagesabläufen und Nachrichten, mit ausführlichem Feedback.',
        ['Dialoge in der Bar und auf dem Markt meistern', 'Deinen Tagesablauf beschreiben', 'Eine kurze Nachricht schreiben'],
      ],
      // 14. Scusi, dov'è...? Chiedere indicazioni
      [
        'Frag mit Ortspräpositionen und dem höflichen Imperativ nach dem Weg und beschreib ihn selbst – anhand eines Stadtplans.',
        ['Höflich nach dem Weg fragen', 'a destra, a sinistra, dritto verstehen', 'Den Weg zu einem Ort erklären'],
      ],
      // 15. Conversazione libera: la mia città
      [
        'Ein freies Gespräch darüber, wo wir leben und was Besucher sehen sollten – mit allem, was du in A1 gelernt hast.',
        ['Eine Minute lang über deine Stadt sprechen', 'Nachfragen stellen', 'Orte empfehlen'],
      ],
      // 16. Verifica finale A1
      [
        'Der Abschlusscheck für A1: Wegbeschreibungen, Beschreibungen und eine kurze Präsentation, dazu deine nächsten Schritte für A2.',
        ['Wegbeschreibungen genau geben', 'Deine Stadt vorstellen', 'Deine nächsten Schritte kennen'],
      ],
    ],
    // A2
    [
      // 1. Il passato prossimo
      [
        'Sprich mit avere und essere über vergangene Ereignisse.',
        ['Das passato prossimo bilden', 'avere oder essere wählen', 'Eine Geschichte vom Wochenende erzählen'],
      ],
      // 2. L'imperfetto: ricordi
      [
        'Beschreibe Gewohnheiten und Situationen in der Vergangenheit.',
        ['Das imperfetto bilden', 'Frühere Gewohnheiten beschreiben', 'Es vom passato prossimo abgrenzen'],
      ],
      // 3. In viaggio: treni e alberghi
      ['Kauf Fahrkarten und buch ein Hotelzimmer.', ['Eine Zugfahrkarte kaufen', 'Ein Zimmer buchen', 'Ein Problem im Hotel lösen']],
      // 4. Cucina italiana: ricette
      [
        'Lies ein italienisches Rezept und koch es nach.',
        ['Anweisungen in Rezepten verstehen', 'Den Imperativ verwenden', 'Über kulinarische Traditionen sprechen'],
      ],
    ],
    // B1
    [
      // 1. Il congiuntivo presente
      [
        'Drück mit dem congiuntivo Meinungen und Wünsche aus.',
        ['Den congiuntivo bilden', 'penso che und spero che verwenden', 'Gefühle ausdrücken'],
      ],
      // 2. Dire la propria opinione
      [
        'Teile und verteidige deine Meinung zu Alltagsthemen.',
        ['Meinungen äußern', 'Zustimmen und widersprechen', 'Deinen Standpunkt begründen'],
      ],
      // 3. Una lettera formale
      [
        'Schreib einen formellen Brief nach italienischen Konventionen.',
        ['Formelle Wendungen verwenden', 'Einen Brief gliedern', 'Ein Anliegen formulieren'],
      ],
      // 4. Il telegiornale
      [
        'Verfolge Fernsehnachrichten und notiere die wichtigsten Fakten.',
        ['Themen erkennen', 'Namen und Zahlen heraushören', 'Eine Nachricht zusammenfassen'],
      ],
    ],
    // B2
    [
      // 1. Il periodo ipotetico
      [
        'Drück reale und hypothetische Bedingungen aus.',
        ['Alle drei Typen verwenden', 'Zeitformen kombinieren', 'Über hypothetische Situationen diskutieren'],
      ],
      // 2. Dibattito: il turismo di massa
      [
        'Diskutiere über den Tourismus in italienischen Städten.',
        ['Eine Position vertreten', 'Konnektoren für Gegensätze verwenden', 'Zu einem Schluss kommen'],
      ],
      // 3. Articoli di giornale
      [
        'Lies und analysiere einen Zeitungsartikel.',
        ['Die These erkennen', 'Einseitige Darstellungen erkennen', 'Einen Artikel zusammenfassen'],
      ],
      // 4. Il saggio argomentativo
      [
        'Schreib einen gut gegliederten argumentativen Aufsatz.',
        ['Einen Aufsatz planen', 'Formelle Konnektoren verwenden', 'Einen klaren Schluss formulieren'],
      ],
    ],
    // C1
    [
      // 1. Modi di dire
      [
        'Verstehe und verwende italienische Redewendungen aus dem Alltag.',
        ['Redewendungen im Kontext verstehen', 'Redewendungen natürlich einsetzen', 'Wörtliche Übersetzungen vermeiden'],
      ],
      // 2. Parlare in pubblico
      [
        'Halte einen gut gegliederten Vortrag und geh auf Fragen ein.',
        ['Einen Vortrag gliedern', 'Mit Überleitungen Orientierung geben', 'Mit Fragen umgehen'],
      ],
      // 3. Podcast e interviste
      [
        'Folge schnellen Interviews mit regionalen Akzenten.',
        ['Regionalen Akzenten folgen', 'Haltungen erkennen', 'Positionen zusammenfassen'],
      ],
      // 4. Il discorso indiretto
      [
        'Gib Äußerungen in indirekter Rede wieder und verschiebe die Zeiten dabei korrekt.',
        ['Aussagen und Fragen wiedergeben', 'Zeitformen verschieben', 'Redeeinleitende Verben verwenden'],
      ],
    ],
    // C2
    [
      // 1. Letteratura italiana del Novecento
      [
        'Analysiere einen Auszug aus einem Klassiker des 20. Jahrhunderts.',
        ['Stil und Erzählstimme analysieren', 'Über Deutungen diskutieren', 'Literarische Fachbegriffe verwenden'],
      ],
      // 2. Registri e stile
      ['Wechsle präzise zwischen Sprachregistern.', ['Sprachregister erkennen', 'Eine Botschaft anpassen', 'Eine förmliche Rede halten']],
      // 3. Scrittura persuasiva
      ['Schreib einen überzeugenden Artikel.', ['Rhetorische Mittel einsetzen', 'Einwände vorwegnehmen', 'Texte prägnanter überarbeiten']],
      // 4. Dibattito libero: etica e tecnologia
      [
        'Eine offene Debatte über Technologie und Gesellschaft.',
        ['Zu abstrakten Themen argumentieren', 'Zugeständnisse machen und kontern', 'Sichtweisen zusammenführen'],
      ],
    ],
  ],
};
