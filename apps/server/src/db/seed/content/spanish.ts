import { lesson, type SectionContent } from './types.ts';

export const spanish: SectionContent = {
  slug: 'spanish',
  name: 'Spanish',
  codePrefix: 'ES',
  curriculumName: 'General Spanish',
  modules: [
    {
      level: 'A1',
      chapters: [
        {
          title: 'Primeros pasos',
          lessons: [
            lesson(
              'orientation',
              '¡Bienvenidos! Your Spanish course',
              'Meet your teacher and classmates and learn how Parla classes work. We try the classroom tools and look at the path from A1 to C2.',
              ['Use the classroom tools', 'Greet people with "hola" and "buenos días"', 'Set a goal for your Spanish'],
            ),
            lesson(
              'communication',
              '¡Hola! ¿Cómo te llamas?',
              'Introduce yourself, say where you are from and ask others the same. We practise the verbs ser and llamarse.',
              ['Introduce yourself with name and origin', 'Ask "¿Cómo te llamas?" and "¿De dónde eres?"', 'Choose between tú and usted'],
            ),
            lesson(
              'vocabulary',
              'Los números y la hora',
              'Count to 100, tell the time and give your phone number. Numbers are everywhere: prices, addresses and timetables.',
              ['Say numbers from 0 to 100', 'Ask and tell the time', 'Give phone numbers and ages'],
            ),
            lesson(
              'chapter_check',
              'Repaso: Primeros pasos',
              'Review introductions, numbers and time in short role plays. Your teacher notes what to repeat.',
              ['Introduce yourself without notes', 'Use numbers and times correctly', 'Identify what to review'],
            ),
          ],
        },
        {
          title: 'Mi mundo',
          lessons: [
            lesson(
              'grammar',
              'El artículo y el género: el, la, los, las',
              'Learn the gender and number of Spanish nouns and how articles and adjectives agree with them.',
              ['Use definite and indefinite articles', 'Make nouns and adjectives agree', 'Form plurals'],
            ),
            lesson(
              'vocabulary',
              'Mi familia',
              'Talk about your family with possessives and simple descriptions. You present a family photo to the class.',
              ['Name family members', 'Use mi, tu, su', 'Describe people with ser and tener'],
            ),
            lesson(
              'grammar',
              'Verbos regulares en presente: -ar, -er, -ir',
              'Conjugate regular verbs in the present tense and talk about what you do every day.',
              ['Conjugate -ar, -er and -ir verbs', 'Ask and answer yes/no questions', 'Talk about daily activities'],
            ),
            lesson(
              'chapter_check',
              'Repaso: Mi mundo',
              'Check articles, family vocabulary and present-tense verbs in a short interview with a partner.',
              ['Describe your family', 'Use verbs in the present accurately', 'Ask questions about others'],
            ),
          ],
        },
        {
          title: 'La vida diaria',
          lessons: [
            lesson(
              'conversation',
              'En el bar: pedir tapas',
              'Order food and drinks in a bar, ask for the bill and talk about what you like with "me gusta".',
              ['Order politely with "quería" and "me pone"', 'Use me gusta / me gustan', 'Ask for the bill'],
            ),
            lesson(
              'listening',
              'Mi rutina diaria',
              'Listen to people describing their routine and note times and activities. Then describe your own day with reflexive verbs.',
              ['Understand routines in recordings', 'Use reflexive verbs like levantarse', 'Describe your typical day'],
            ),
            lesson('reading', 'De compras en el mercado', 'Read market signs, prices and shopping lists and buy food in a role play.', [
              'Read prices and quantities',
              'Name common foods',
              'Buy something at a market',
            ]),
            lesson(
              'writing',
              'Un mensaje a un amigo',
              'Write short messages to a friend: an invitation, a reply and a change of plans. We focus on informal greetings, closings and punctuation like ¿ and ¡.',
              ['Write an informal invitation', 'Accept or decline politely', 'Use greetings and closings'],
            ),
            lesson(
              'chapter_check',
              'Repaso: La vida diaria',
              'Mixed practice of ordering, routines, shopping and messages with detailed feedback.',
              ['Handle a bar and market dialogue', 'Describe your routine', 'Write a short message'],
            ),
          ],
        },
        {
          title: 'En la ciudad',
          lessons: [
            lesson(
              'communication',
              '¿Dónde está...? Pedir direcciones',
              'Ask for and give directions with estar and prepositions of place, using a real city map.',
              ['Ask for directions politely', 'Use estar for location', 'Give directions to a place'],
            ),
            lesson(
              'open_discussion',
              'Conversación libre: mi ciudad',
              'A free conversation about where we live and the places we love, using all of A1.',
              ['Speak for a minute about your city', 'Ask follow-up questions', 'Recommend places to visit'],
            ),
            lesson(
              'chapter_check',
              'Repaso final A1',
              'The final A1 check: directions, descriptions and a short presentation. You leave with clear next steps.',
              ['Give directions accurately', 'Present your city', 'Know your next steps for A2'],
            ),
          ],
        },
      ],
    },
    {
      level: 'A2',
      chapters: [
        {
          title: 'Experiencias',
          lessons: [
            lesson('grammar', 'Pretérito perfecto: ¿Qué has hecho hoy?', 'Talk about recent events with the present perfect.', [
              'Form the pretérito perfecto',
              'Use ya and todavía no',
              'Talk about experiences',
            ]),
            lesson('grammar', 'Pretérito indefinido: el fin de semana pasado', 'Tell stories about the past with the preterite.', [
              'Conjugate regular and key irregular verbs',
              'Sequence events',
              'Tell a weekend story',
            ]),
            lesson('communication', 'En el médico', 'Describe symptoms and understand advice at the doctor.', [
              'Name body parts and symptoms',
              'Use doler correctly',
              'Understand advice',
            ]),
            lesson('reading', 'Buscar piso', 'Read flat adverts and arrange a viewing.', [
              'Understand adverts',
              'Compare options',
              'Arrange a viewing',
            ]),
          ],
        },
      ],
    },
    {
      level: 'B1',
      chapters: [
        {
          title: 'Opiniones',
          lessons: [
            lesson('grammar', 'El subjuntivo: deseos y recomendaciones', 'Express wishes and give advice with the present subjunctive.', [
              'Form the present subjunctive',
              'Use it after querer que and recomendar que',
              'Give recommendations',
            ]),
            lesson('conversation', 'Dar tu opinión', 'Share and defend opinions on everyday topics.', [
              'Express opinions',
              'Agree and disagree',
              'Justify your view',
            ]),
            lesson('writing', 'Una carta formal', 'Write a formal letter of enquiry or complaint.', [
              'Use formal conventions',
              'Structure a letter',
              'Make a clear request',
            ]),
            lesson('listening', 'Noticias en la radio', 'Follow radio news and note the key facts.', [
              'Identify topic and facts',
              'Understand numbers at speed',
              'Summarise the news',
            ]),
          ],
        },
      ],
    },
    {
      level: 'B2',
      chapters: [
        {
          title: 'Sociedad',
          lessons: [
            lesson('grammar', 'Oraciones condicionales', 'Express real, possible and impossible conditions.', [
              'Use all three conditional types',
              'Combine tenses correctly',
              'Discuss hypotheticals',
            ]),
            lesson('conversation', 'Debate: turismo y ciudades', 'Debate the impact of tourism on cities.', [
              'Argue for and against',
              'Use connectors of contrast',
              'Reach a conclusion',
            ]),
            lesson('reading', 'Artículos de opinión', 'Read opinion columns and analyse their arguments.', [
              'Identify the thesis',
              'Recognise persuasive devices',
              'Respond critically',
            ]),
            lesson('writing', 'Escribir un ensayo', 'Write a structured argumentative essay.', [
              'Plan an essay',
              'Use formal connectors',
              'Write a strong conclusion',
            ]),
          ],
        },
      ],
    },
    {
      level: 'C1',
      chapters: [
        {
          title: 'Matices',
          lessons: [
            lesson('vocabulary', 'Expresiones idiomáticas', 'Understand and use everyday idioms from Spain and Latin America.', [
              'Understand idioms in context',
              'Use idioms naturally',
              'Recognise regional variants',
            ]),
            lesson('communication', 'Hablar en público', 'Give a short talk and handle questions.', [
              'Structure a talk',
              'Use rhetorical questions',
              'Handle questions calmly',
            ]),
            lesson('listening', 'Podcasts y entrevistas', 'Follow fast interviews with different accents.', [
              'Follow varied accents',
              'Detect attitude',
              'Summarise positions',
            ]),
            lesson('grammar', 'Estilo indirecto avanzado', 'Report complex speech with accurate tense changes.', [
              'Report statements and questions',
              'Shift tenses correctly',
              'Use reporting verbs',
            ]),
          ],
        },
      ],
    },
    {
      level: 'C2',
      chapters: [
        {
          title: 'Maestría',
          lessons: [
            lesson('reading', 'Literatura hispanoamericana', 'Analyse an extract from a Latin American classic.', [
              'Analyse style and voice',
              'Discuss interpretation',
              'Use literary vocabulary',
            ]),
            lesson('communication', 'Registros y estilo', 'Move between registers with precision.', [
              'Identify register markers',
              'Adapt a message',
              'Give a formal speech',
            ]),
            lesson('writing', 'Escritura persuasiva', 'Write a persuasive article with rhetorical devices.', [
              'Use rhetorical devices',
              'Address counter-arguments',
              'Edit for concision',
            ]),
            lesson('open_discussion', 'Debate abierto: ética y tecnología', 'An open, demanding debate on technology and society.', [
              'Argue on abstract topics',
              'Concede and counter',
              'Summarise fairly',
            ]),
          ],
        },
      ],
    },
  ],
};
