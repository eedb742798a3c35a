import type { ContentTranslation } from './types.ts';

/** The demo catalogue's lesson descriptions and outcomes in Spanish (issue 21; tone: decision 112). */
export const es: ContentTranslation = {
  english: [
    // A1
    [
      // 1. Welcome to your English course
      [
        'Conoce a tu profesor y a tus compañeros y descubre cómo funcionan las clases en directo de Parla. Exploramos las herramientas del aula y fijamos objetivos para el nivel A1.',
        ['Usar el micrófono, el chat y las diapositivas en clase', 'Saludar y despedirte', 'Fijar un objetivo personal para el curso'],
      ],
      // 2. Nice to meet you: introductions
      [
        'Preséntate y presenta a otras personas: nombre, país, profesión e idiomas. Practicamos el verbo «to be» en conversaciones breves.',
        ['Presentarte en tres frases', "Preguntar «What's your name?» y «Where are you from?»", 'Usar am, is y are correctamente'],
      ],
      // 3. Numbers, dates and the alphabet
      [
        'Deletrea tu nombre, da tu número de teléfono y di fechas. Estas nociones básicas aparecen en cualquier formulario y en cualquier llamada.',
        [
          'Deletrear palabras con el alfabeto inglés',
          'Decir números, números de teléfono y precios',
          'Decir la fecha al estilo británico y al estadounidense',
        ],
      ],
      // 4. Chapter check: Hello, world
      [
        'Un repaso relajado de las presentaciones, el deletreo y los números con breves juegos de rol. Recibes comentarios sobre lo que te conviene practicar después.',
        ['Presentarte con fluidez', 'Deletrear y dar números sin errores', 'Saber qué repasar antes del capítulo 2'],
      ],
      // 5. My family and friends
      [
        'Habla de las personas de tu vida con el vocabulario de la familia y los adjetivos posesivos. Describes una foto de personas que conoces.',
        ['Nombrar a los miembros de la familia', 'Usar my, your, his, her, their', 'Describir brevemente el aspecto de una persona'],
      ],
      // 6. Present simple: my daily routine
      [
        'Describe hábitos y rutinas con el present simple, incluida la -s de la tercera persona. Comparamos cómo son nuestros días laborables.',
        [
          'Formar afirmaciones y preguntas en present simple',
          'Añadir la -s en la tercera persona',
          'Usar adverbios de frecuencia como always y never',
        ],
      ],
      // 7. Where I live: homes and neighbourhoods
      [
        'Lee descripciones breves de viviendas y barrios y responde a preguntas. Aprendemos «there is» y «there are» para describir lugares.',
        ['Entender textos descriptivos breves', 'Usar there is / there are', 'Describir tu casa y tu calle'],
      ],
      // 8. Chapter check: People and places
      [
        'Repasa el vocabulario de la familia, el present simple y la descripción de lugares en una breve entrevista con un compañero.',
        ['Hablar de tu familia y tu rutina', 'Describir dónde vives', 'Hacer preguntas en present simple y responderlas'],
      ],
      // 9. At the café: ordering food and drink
      [
        "Pide comida y bebida, pregunta precios y paga la cuenta. Practicamos fórmulas de cortesía como «Could I have...» y «I'd like...».",
        ['Pedir con cortesía en una cafetería', 'Preguntar cuánto cuesta algo', 'Usar palabras de comida contables e incontables'],
      ],
      // 10. What time is it? Plans and schedules
      [
        'Escucha a personas que hacen planes y capta horas, días y lugares. Después, queda con un compañero para veros.',
        ['Entender horas y días en grabaciones', 'Usar las preposiciones de tiempo at, on, in', 'Acordar una hora para quedar'],
      ],
      // 11. Can and can't: abilities and requests
      [
        'Habla de lo que sabes y no sabes hacer y haz peticiones sencillas. Jugamos a «find someone who».',
        ["Expresar capacidad con can y can't", 'Hacer peticiones sencillas y responder a ellas', "Pronunciar can y can't con claridad"],
      ],
      // 12. Writing a short message
      [
        'Escribe mensajes de texto y correos breves a tus amigos: invitaciones, respuestas y novedades rápidas. Prestamos especial atención a las mayúsculas y la puntuación.',
        ['Escribir una invitación informal', 'Responder para aceptar o rechazar', 'Usar correctamente la puntuación y las mayúsculas'],
      ],
      // 13. Chapter check: Everyday life
      [
        'Práctica variada: pedir en una cafetería, hacer planes, hablar de lo que sabes hacer y escribir mensajes. Tu profesor te da comentarios detallados sobre la corrección.',
        ['Desenvolverte en un juego de rol en una cafetería', 'Hacer planes con horas y días', 'Escribir un mensaje breve y claro'],
      ],
      // 14. Getting around town: asking for directions
      [
        'Pide y da indicaciones con un mapa, preposiciones de lugar y puntos de referencia. Muy útil cuando viajas.',
        ['Pedir indicaciones con cortesía', 'Entender turn left, go straight on, next to', 'Explicar cómo llegar a un lugar que conoces'],
      ],
      // 15. Past simple: what did you do yesterday?
      [
        'Habla de ayer y del fin de semana pasado con el past simple de los verbos regulares y de los irregulares más frecuentes.',
        ['Formar el past simple de los verbos regulares', 'Usar was, were, went, had', 'Contar una breve historia sobre tu fin de semana'],
      ],
      // 16. Open discussion: travel and holidays
      [
        'Una conversación libre sobre los viajes que has hecho y los lugares con los que sueñas. Usa todo lo que has aprendido en el A1.',
        ['Hablar durante un minuto sobre un viaje', 'Hacer preguntas para profundizar', 'Recomendar un lugar que visitar'],
      ],
      // 17. Chapter check: Out and about
      [
        'El último repaso del A1: indicaciones, past simple y una breve charla sobre viajes. Terminas con pasos claros para seguir en el A2.',
        ['Dar y seguir indicaciones', 'Hablar del pasado con precisión', 'Presentar un viaje en pocas frases'],
      ],
    ],
    // A2
    [
      // 1. Present perfect: have you ever...?
      [
        'Habla de tus experiencias vitales con el present perfect y ever/never.',
        ['Formar el present perfect', 'Preguntar por experiencias con ever', 'Contrastar el present perfect y el past simple'],
      ],
      // 2. Shopping and clothes
      [
        'Describe ropa, tallas y colores y desenvuélvete en una conversación en una tienda.',
        ['Nombrar prendas y materiales', 'Pedir tallas y probarte ropa', 'Devolver o cambiar un artículo'],
      ],
      // 3. Making plans with going to
      [
        'Habla de planes e intenciones con «going to».',
        ['Describir planes con going to', 'Invitar y responder a invitaciones', 'Acordar una hora y un lugar'],
      ],
      // 4. At the train station
      [
        'Entiende los avisos por megafonía y compra billetes para un viaje.',
        ['Captar la información sobre andenes y horarios', 'Comprar un billete', 'Preguntar por retrasos y cambios'],
      ],
      // 5. Healthy living
      [
        'Lee un artículo de revista sobre hábitos y comenta sus consejos.',
        ['Entender las ideas principales de un artículo', 'Dar consejos con should', 'Hablar de tus propios hábitos'],
      ],
      // 6. A postcard from my holiday
      [
        'Escribe una postal o una publicación en redes sociales sobre un viaje.',
        ['Describir lugares y actividades', 'Usar el past simple por escrito', 'Saludar y despedirte de manera informal'],
      ],
    ],
    // B1
    [
      // 1. First and second conditionals
      [
        'Habla de situaciones reales e imaginarias con oraciones con if.',
        ['Formar el first conditional y el second conditional', 'Elegir el condicional adecuado', 'Comentar situaciones hipotéticas'],
      ],
      // 2. Agreeing and disagreeing
      [
        'Da tu opinión y reacciona con cortesía a la de los demás en un debate.',
        ['Expresar opiniones con claridad', 'Mostrar acuerdo y desacuerdo con cortesía', 'Pedir aclaraciones'],
      ],
      // 3. A formal e-mail of enquiry
      [
        'Escribe un correo formal para pedir información sobre un curso o un servicio.',
        ['Usar saludos y despedidas formales', 'Hacer preguntas indirectas', 'Estructurar los párrafos con claridad'],
      ],
      // 4. Job interviews
      [
        'Sigue una entrevista de trabajo y practica cómo responder a las preguntas más habituales.',
        [
          'Entender las preguntas típicas de una entrevista',
          'Hablar de tus puntos fuertes y tu experiencia',
          'Hacer preguntas al entrevistador',
        ],
      ],
      // 5. The news in brief
      [
        'Lee noticias breves y cuéntalas con tus propias palabras.',
        ['Identificar quién, qué, dónde y cuándo', 'Usar verbos introductorios del estilo indirecto', 'Resumir una noticia'],
      ],
      // 6. Phrasal verbs for everyday life
      [
        'Aprende los phrasal verbs que los nativos usan a diario: get up, look after, run out of...',
        ['Entender phrasal verbs frecuentes', 'Usarlos en contexto', 'Separarlos correctamente'],
      ],
    ],
    // B2
    [
      // 1. The passive voice in news and reports
      [
        'Usa la voz pasiva para poner el foco en las acciones y sus resultados.',
        ['Formar la pasiva en distintos tiempos verbales', 'Elegir entre activa y pasiva', 'Usar «it is said that...»'],
      ],
      // 2. Debate: technology and privacy
      [
        'Argumenta a favor y en contra en un debate estructurado.',
        ['Construir un argumento con pruebas', 'Usar conectores de contraste', 'Rebatir un argumento contrario'],
      ],
      // 3. Writing an opinion essay
      [
        'Planifica y escribe un ensayo equilibrado con introducción y conclusión.',
        ['Planificar la estructura de un ensayo', 'Redactar la frase principal de cada párrafo', 'Concluir de forma convincente'],
      ],
      // 4. TED-style talks
      [
        'Sigue una charla inspiradora y anota su mensaje clave.',
        ['Identificar la idea principal del ponente', 'Anotar los ejemplos que la respaldan', 'Comentar la charla con sentido crítico'],
      ],
      // 5. Collocations for fluent speech
      [
        'Usa combinaciones naturales de palabras: make a decision, heavy traffic, take a risk.',
        ['Reconocer colocaciones fijas', 'Sustituir combinaciones poco naturales', 'Usar colocaciones al hablar'],
      ],
      // 6. Long reads: the future of cities
      [
        'Lee un artículo extenso y comenta sus argumentos.',
        ['Hacer una lectura rápida y selectiva de un texto largo', 'Deducir la actitud del autor', 'Debatir sobre los problemas urbanos'],
      ],
    ],
    // C1
    [
      // 1. Inversion for emphasis
      [
        'Usa estructuras como «Never have I...» y «Not only... but also» para dar más fuerza a lo que dices.',
        ['Formar la inversión tras expresiones negativas', 'Usar la inversión en textos formales', 'Reconocer la inversión en discursos'],
      ],
      // 2. Presenting with impact
      [
        'Haz una presentación breve con una estructura bien señalizada y capta la atención del público.',
        ['Empezar y terminar de forma memorable', 'Señalizar la estructura de una charla', 'Responder a preguntas con seguridad'],
      ],
      // 3. Idioms and expressions
      [
        'Entiende y usa expresiones idiomáticas del trabajo, el deporte y la vida cotidiana.',
        [
          'Entender expresiones idiomáticas en contexto',
          'Usar expresiones idiomáticas con naturalidad',
          'Evitar abusar de ellas o mezclarlas',
        ],
      ],
      // 4. Reports and proposals
      [
        'Escribe un informe claro con apartados y recomendaciones.',
        ['Estructurar un informe', 'Usar un estilo impersonal', 'Formular recomendaciones'],
      ],
      // 5. Podcasts and panel discussions
      [
        'Sigue a varios hablantes, detecta su actitud y resume sus posturas.',
        ['Seguir intervenciones que se solapan', 'Detectar la ironía y las expresiones atenuadas', 'Resumir distintas posturas'],
      ],
      // 6. Negotiating a deal
      [
        'Negocia y llega a un acuerdo en una situación realista.',
        ['Hacer propuestas y responder a ellas', 'Usar un lenguaje prudente y matizado', 'Cerrar una negociación'],
      ],
    ],
    // C2
    [
      // 1. Literary fiction: style and voice
      [
        'Analiza un fragmento de un relato y su voz narrativa.',
        ['Analizar el tono y el punto de vista', 'Comentar distintas interpretaciones', 'Usar vocabulario literario'],
      ],
      // 2. Register: from banter to eulogy
      [
        'Pasa de un registro a otro con control y sensibilidad.',
        ['Identificar las marcas de registro', 'Adaptar un mensaje a su público', 'Pronunciar un discurso formal'],
      ],
      // 3. Cleft sentences and fronting
      [
        'Organiza el foco de la información con what-clefts, it-clefts y fronting.',
        ['Usar oraciones escindidas para dar énfasis', 'Anteponer información para lograr un efecto', 'Variar el ritmo de las frases'],
      ],
      // 4. Nuance and connotation
      [
        'Elige entre palabras casi sinónimas para decir exactamente lo que quieres decir.',
        ['Distinguir palabras casi sinónimas', 'Reconocer connotaciones positivas y negativas', 'Parafrasear con precisión'],
      ],
      // 5. Persuasive writing and rhetoric
      [
        'Usa recursos retóricos para escribir un artículo convincente.',
        [
          'Usar la enumeración de tres elementos, el contraste y las preguntas',
          'Responder a los contraargumentos',
          'Pulir el texto para ganar concisión',
        ],
      ],
      // 6. Open debate: ethics of AI
      [
        'Un debate libre y exigente sobre tecnología, trabajo y responsabilidad.',
        ['Argumentar sobre temas abstractos', 'Conceder y rebatir con habilidad', 'Resumir un debate con imparcialidad'],
      ],
    ],
  ],
  'business-english': [
    // A1
    [
      // 1. Welcome to Business English
      [
        'Conoce a tu profesor y a tus compañeros de curso y descubre cómo funcionan las clases de Parla. Hablamos de tu trabajo y de para qué necesitas el inglés en él.',
        [
          'Usar las herramientas del aula con seguridad',
          'Decir a qué te dedicas y dónde trabajas',
          'Fijar un objetivo de aprendizaje relacionado con tu trabajo',
        ],
      ],
      // 2. Introductions at work
      [
        'Preséntate y presenta a tus colegas, di tu cargo y tu departamento y mantén una charla informal en tu primer día.',
        ['Presentarte con tu cargo y tu empresa', 'Presentar a un colega', 'Mantener una charla informal sencilla'],
      ],
      // 3. Jobs, departments and the office
      [
        'Nombra profesiones, departamentos y objetos de la oficina. Describes tu lugar de trabajo y tus tareas diarias.',
        [
          'Nombrar profesiones y departamentos habituales',
          'Describir tu lugar de trabajo',
          'Hablar de tus tareas diarias con el present simple',
        ],
      ],
      // 4. Chapter check: First days at work
      [
        'Repasa las presentaciones y el vocabulario del trabajo en un juego de rol sobre el primer día en una empresa nueva.',
        [
          'Presentarte y presentar a otros en el trabajo',
          'Describir tu trabajo con claridad',
          'Identificar las palabras que debes repasar',
        ],
      ],
      // 5. Writing simple work e-mails
      [
        'Escribe correos breves a tus colegas: una petición, una respuesta y un agradecimiento. Aprende los saludos, las despedidas y los asuntos más habituales.',
        ['Empezar y terminar un correo de forma adecuada', 'Escribir un asunto claro', 'Hacer una petición sencilla por escrito'],
      ],
      // 6. Polite requests: could, would, can
      [
        'Pide cosas con cortesía en el trabajo con could, would y can, y responde a peticiones.',
        ['Hacer peticiones con cortesía', 'Aceptar o rechazar una petición con cortesía', 'Elegir el grado de formalidad adecuado'],
      ],
      // 7. Reading schedules and agendas
      [
        'Lee órdenes del día, horarios e invitaciones de calendario y encuentra rápidamente la información clave.',
        [
          'Encontrar fechas, horas y lugares en documentos',
          'Entender los puntos del orden del día',
          'Aceptar o rechazar una invitación de calendario',
        ],
      ],
      // 8. Chapter check: Communicating in writing
      [
        'Escribe y responde una breve cadena de correos sobre una reunión. Tu profesor corrige el tono y la estructura.',
        ['Escribir un correo profesional breve', 'Responder a una petición', 'Usar fórmulas de cortesía de forma coherente'],
      ],
      // 9. Phone calls: making and taking calls
      [
        'Contesta al teléfono, pregunta por alguien, toma un recado y deletrea nombres y números por teléfono.',
        [
          'Contestar y terminar una llamada de forma profesional',
          'Tomar y dejar un recado',
          'Deletrear nombres y dar números con claridad',
        ],
      ],
      // 10. Understanding voicemail and video calls
      [
        'Escucha mensajes de voz y fragmentos breves de videollamadas y anota los datos clave y las tareas.',
        [
          'Captar nombres, números y horas',
          'Anotar las tareas que se piden en un mensaje',
          'Pedir a alguien que repita o que hable más despacio',
        ],
      ],
      // 11. Taking part in a meeting
      [
        'Saluda en una reunión, cuenta brevemente cómo avanza tu trabajo y haz preguntas sencillas. Practicamos expresiones útiles para reuniones.',
        [
          'Informar brevemente de cómo avanza tu trabajo',
          'Hacer y responder preguntas sencillas en una reunión',
          'Acordar los próximos pasos',
        ],
      ],
      // 12. Chapter check: Meetings and calls
      [
        'Una llamada simulada y una minirreunión ponen a prueba tus nuevas habilidades. Recibes comentarios sobre la claridad y la cortesía.',
        [
          'Gestionar una llamada de principio a fin',
          'Participar en una reunión breve',
          'Usar correctamente las expresiones para reuniones',
        ],
      ],
      // 13. Numbers, prices and dates in business
      [
        'Habla de precios, cantidades, porcentajes y plazos. Muy útil para pedidos, facturas y planificación.',
        ['Decir precios y porcentajes', 'Hablar de plazos y fechas', 'Leer cifras sencillas en voz alta'],
      ],
      // 14. Visitors and business travel
      [
        'Da la bienvenida a visitantes, ofrece tu ayuda y habla de la organización del viaje y de hoteles.',
        ['Dar la bienvenida a un visitante en tu empresa', 'Hablar de planes de viaje', 'Reservar una habitación de hotel o un taxi'],
      ],
      // 15. Open discussion: my job and my company
      [
        'Una conversación libre sobre tu trabajo, tu empresa y tus objetivos profesionales, en la que usas todo lo que has aprendido en este módulo.',
        ['Describir tu empresa y tu puesto', 'Hablar de tus objetivos profesionales', 'Preguntar a tus colegas por su trabajo'],
      ],
      // 16. Chapter check: Business basics
      [
        'El último repaso del A1: un juego de rol con un visitante, con precios, fechas y charla informal. Terminas con pasos claros para seguir.',
        ['Dar la bienvenida a un visitante y mantener una charla informal', 'Manejar números y fechas', 'Resumir tus progresos en el A1'],
      ],
    ],
    // A2
    [
      // 1. Arranging meetings
      [
        'Propón, confirma y cambia reuniones por teléfono y por correo.',
        ['Proponer horas y lugares', 'Confirmar y cambiar la fecha de una reunión', 'Disculparte por un cambio de planes'],
      ],
      // 2. Products and services
      [
        'Describe lo que ofrece tu empresa y sus ventajas.',
        ['Describir productos y sus características', 'Comparar productos', 'Hablar de los clientes'],
      ],
      // 3. Following up after a meeting
      [
        'Escribe un correo de seguimiento con un resumen y las tareas acordadas.',
        ['Resumir decisiones', 'Enumerar las tareas pendientes', 'Fijar un plazo con cortesía'],
      ],
      // 4. Small talk with clients
      [
        'Mantén viva la conversación con clientes antes y después de las reuniones.',
        ['Iniciar y terminar una charla informal', 'Elegir temas seguros', 'Mostrar interés con preguntas de seguimiento'],
      ],
    ],
    // B1
    [
      // 1. Presenting your team's results
      [
        'Haz una presentación breve y bien estructurada con cifras.',
        ['Estructurar una presentación breve', 'Describir tendencias y cifras', 'Responder a preguntas sencillas'],
      ],
      // 2. Handling customer complaints
      [
        'Escucha a los clientes insatisfechos, discúlpate y ofréceles soluciones.',
        ['Mostrar empatía', 'Ofrecer soluciones', 'Hacer un seguimiento por escrito'],
      ],
      // 3. Project status reports
      [
        'Escribe un informe de situación conciso con los avances, los riesgos y los próximos pasos.',
        ['Informar de los avances con claridad', 'Señalar riesgos', 'Proponer los próximos pasos'],
      ],
      // 4. Conference calls with several speakers
      [
        'Sigue una llamada con varios participantes y aclara malentendidos.',
        ['Seguir a varios hablantes', 'Interrumpir con cortesía', 'Comprobar que todos se han entendido'],
      ],
    ],
    // B2
    [
      // 1. Negotiating terms
      [
        'Negocia el precio, la entrega y las condiciones y llega a un acuerdo.',
        ['Hacer ofertas y contraofertas', 'Usar el condicional para negociar', 'Resumir un acuerdo'],
      ],
      // 2. Leading a meeting
      [
        'Preside una reunión, respeta los tiempos y gestiona a los participantes.',
        ['Abrir y cerrar una reunión', 'Mantener el debate centrado', 'Gestionar a participantes difíciles'],
      ],
      // 3. Persuasive proposals
      [
        'Escribe una propuesta que convenza a quienes toman las decisiones.',
        ['Estructurar una propuesta', 'Presentar las ventajas de forma persuasiva', 'Anticiparte a las objeciones'],
      ],
      // 4. Finance for non-financial managers
      [
        'Habla con seguridad de presupuestos, costes y beneficios.',
        ['Entender los términos financieros clave', 'Describir un presupuesto', 'Hablar de cómo ahorrar costes'],
      ],
    ],
    // C1
    [
      // 1. Pitching an idea to senior management
      [
        'Presenta una idea de forma concisa y convincente y defiéndela.',
        ['Estructurar la presentación de una idea', 'Usar técnicas de persuasión', 'Defender tu idea ante preguntas difíciles'],
      ],
      // 2. Cross-cultural communication
      [
        'Gestiona las diferencias culturales en equipos internacionales.',
        ['Reconocer los estilos de comunicación de distintas culturas', 'Ajustar tu grado de franqueza', 'Evitar malentendidos'],
      ],
      // 3. Executive summaries
      [
        'Condensa un informe largo en un resumen ejecutivo de una página.',
        ['Identificar los mensajes clave', 'Escribir de forma concisa', 'Empezar por las recomendaciones'],
      ],
      // 4. Earnings calls and business podcasts
      [
        'Sigue conversaciones rápidas y especializadas sobre negocios.',
        ['Entender conversaciones sobre finanzas', 'Anotar las cifras clave', 'Evaluar argumentos'],
      ],
    ],
    // C2
    [
      // 1. Crisis communication
      [
        'Comunícate con claridad y calma con todas las partes implicadas en una situación de crisis.',
        ['Dar malas noticias', 'Elegir bien las palabras bajo presión', 'Responder a preguntas hostiles'],
      ],
      // 2. High-stakes negotiation
      [
        'Negocia acuerdos complejos entre varias partes.',
        ['Crear confianza y aprovechar tu posición de fuerza', 'Hacer concesiones estratégicas', 'Cerrar acuerdos complejos'],
      ],
      // 3. Thought leadership articles
      [
        'Escribe un artículo con autoridad para un público profesional.',
        ['Desarrollar un argumento original', 'Escribir con una voz que transmita autoridad', 'Pulir el texto para que cause impacto'],
      ],
      // 4. Open discussion: the future of work
      [
        'Un debate exigente sobre liderazgo, tecnología y el mundo laboral.',
        ['Defender posturas matizadas', 'Cuestionar ideas preconcebidas', 'Sintetizar distintos puntos de vista'],
      ],
    ],
  ],
  german: [
    // A1
    [
      // 1. Willkommen! Your German course at Parla
      [
        'Conoce a tu profesor y a tus compañeros y descubre cómo funciona una clase en directo de Parla. Vemos el recorrido del curso del A1 al C2 y probamos juntos las herramientas del aula.',
        [
          'Usar las herramientas del aula: micrófono, chat y diapositivas',
          'Saludar a la clase con «Hallo» y «Guten Tag»',
          'Saber cómo reservar una clase, prepararla y repasarla después',
        ],
      ],
      // 2. Hallo! Sich vorstellen
      [
        'Di quién eres, de dónde vienes y qué idiomas hablas. Practicas las primeras preguntas que todo el mundo hace al conocer a alguien.',
        [
          'Presentarte con tu nombre, tu país y tu ciudad',
          'Preguntar «Wie heißt du?» y «Woher kommst du?»',
          'Elegir entre «du» y «Sie» en situaciones cotidianas',
        ],
      ],
      // 3. Zahlen, Uhrzeit und Termine
      [
        'Cuenta del 0 al 100, di la hora y queda para una cita. Los números vuelven a aparecer en teléfonos, precios y horarios de apertura.',
        ['Decir y entender los números del 0 al 100', 'Decir la hora de manera formal e informal', 'Concertar y confirmar una cita'],
      ],
      // 4. Kapiteltest: Erste Schritte
      [
        'Un repaso distendido del primer capítulo: presentaciones, números y horas en breves juegos de rol. Tu profesor anota lo que conviene repetir antes de seguir.',
        [
          'Presentarte sin mirar tus notas',
          'Intercambiar números de teléfono y horas correctamente',
          'Identificar tus propias lagunas en el capítulo',
        ],
      ],
      // 5. Der, die, das: Artikel und Nomen
      [
        'Todos los sustantivos alemanes tienen género. Aprende los artículos determinados e indeterminados, pistas útiles para adivinar el género y cómo aprender cada sustantivo nuevo con su artículo.',
        [
          'Usar correctamente der, die, das y ein, eine',
          'Reconocer terminaciones típicas como -ung, -chen y -er',
          'Formar el plural de sustantivos frecuentes',
        ],
      ],
      // 6. Meine Familie
      [
        'Habla de tu familia y de las personas cercanas a ti. Usamos los artículos posesivos y describimos a personas con adjetivos sencillos.',
        ['Nombrar a los familiares y el parentesco', 'Usar mein, meine, dein, deine', 'Describir a una persona en dos o tres frases'],
      ],
      // 7. Verben im Präsens: ich wohne, du wohnst
      [
        'Conjuga los verbos regulares y los irregulares clave sein y haben en presente. Construirás frases completas con el verbo en segunda posición.',
        [
          'Conjugar verbos regulares en presente',
          'Usar sein y haben en todas las personas',
          'Colocar el verbo en segunda posición en las oraciones enunciativas',
        ],
      ],
      // 8. Kapiteltest: Menschen und Dinge
      [
        'Demuestra lo que sabes sobre los artículos, el vocabulario de la familia y los verbos en presente. Un juego de rol con una foto de familia cierra el capítulo.',
        [
          'Describir una foto de familia',
          'Usar con precisión los artículos y las terminaciones verbales',
          'Hacer y responder preguntas sobre otras personas',
        ],
      ],
      // 9. Im Café bestellen
      [
        'Pide comida y bebida, pide la cuenta y paga. Practicamos fórmulas de cortesía con «möchten» y «hätte gern» en diálogos realistas en una cafetería.',
        ['Pedir con cortesía con «Ich möchte» y «Ich hätte gern»', 'Preguntar precios y pagar la cuenta', 'Entender una carta sencilla'],
      ],
      // 10. Mein Tag: Tagesablauf hören
      [
        'Escucha a personas que describen su rutina diaria y capta horas y actividades. Después describes tu propio día con verbos separables.',
        [
          'Entender horas y actividades en grabaciones breves',
          'Usar verbos separables como aufstehen y einkaufen',
          'Describir tu propia rutina diaria',
        ],
      ],
      // 11. Einkaufen auf dem Markt
      [
        'Lee carteles del mercado, listas de la compra y anuncios breves. Aprendes cantidades, envases y precios y los usas en un juego de rol de compras.',
        ['Leer precios, cantidades y anuncios breves', 'Nombrar alimentos y envases habituales', 'Comprar algo en un puesto del mercado'],
      ],
      // 12. Eine kurze Nachricht schreiben
      [
        'Escribe mensajes breves a amigos y colegas: una invitación, una respuesta y un cambio de planes. Nos centramos en los saludos, las despedidas y el orden de las palabras.',
        ['Escribir una invitación informal', 'Aceptar o rechazar con cortesía', 'Usar saludos y despedidas correctos'],
      ],
      // 13. Kapiteltest: Alltag
      [
        'Repasa cómo pedir, las rutinas, las compras y los mensajes en una tarea variada. Tu profesor te da comentarios sobre tu fluidez y tu corrección.',
        [
          'Desenvolverte en un diálogo en una cafetería y otro en el mercado',
          'Describir un día típico',
          'Escribir un mensaje breve y claro',
        ],
      ],
      // 14. Nach dem Weg fragen
      [
        'Pregunta y explica el camino en la ciudad y entiende respuestas con preposiciones de lugar. Trabajamos con un plano real de una ciudad.',
        [
          'Preguntar el camino con cortesía',
          'Entender links, rechts, geradeaus y puntos de referencia',
          'Explicar cómo llegar a un lugar que conoces',
        ],
      ],
      // 15. Modalverben: können, möchten, müssen
      [
        'Expresa capacidad, deseos y obligaciones con los verbos modales y el paréntesis oracional. Planificas una escapada de fin de semana con tu grupo.',
        ['Conjugar können, möchten y müssen', 'Colocar el infinitivo al final de la frase', 'Hacer planes y hablar de obligaciones'],
      ],
      // 16. Offene Diskussion: Meine Stadt
      [
        'Una conversación libre sobre los lugares donde vivimos: lo que nos gusta, lo que echamos de menos y lo que no deberían perderse quienes nos visitan. Usa todo lo que has aprendido en el A1.',
        ['Hablar durante un minuto sobre tu ciudad', 'Hacer preguntas para profundizar', 'Recomendar lugares que visitar'],
      ],
      // 17. Kapiteltest: Unterwegs
      [
        'El repaso final del módulo A1: indicaciones, verbos modales y una breve presentación de tu ciudad. Terminas con una lista de tus puntos fuertes y de los próximos pasos.',
        ['Dar indicaciones con precisión', 'Usar los verbos modales en contexto', 'Presentar tu ciudad en pocas frases'],
      ],
    ],
    // A2
    [
      // 1. Perfekt: Was hast du am Wochenende gemacht?
      [
        'Habla del pasado con el Perfekt y elige entre haben y sein. En grupos pequeños nos contamos qué hicimos el fin de semana.',
        [
          'Formar el participio de verbos regulares e irregulares',
          'Elegir entre haben y sein',
          'Contar una breve historia sobre tu fin de semana',
        ],
      ],
      // 2. Wohnungssuche: Anzeigen verstehen
      [
        'Lee anuncios de pisos con sus abreviaturas y compara ofertas. Después llamas a un casero en un juego de rol.',
        ['Descifrar abreviaturas como 2-Zi.-Whg. y NK', 'Comparar pisos por precio y características', 'Concertar una visita por teléfono'],
      ],
      // 3. Beim Arzt
      [
        'Describe síntomas, entiende consejos y pide cita en una consulta médica. Muy útil para la vida real en los países de habla alemana.',
        ['Nombrar partes del cuerpo y síntomas', 'Entender las indicaciones de un médico', 'Pedir una cita y cambiarla'],
      ],
      // 4. Wechselpräpositionen: Wo oder wohin?
      [
        'Usa in, an, auf y las demás preposiciones de doble régimen: con dativo para la ubicación y con acusativo para la dirección. Amueblamos juntos un piso.',
        [
          'Distinguir la ubicación de la dirección',
          'Usar stellen/stehen, legen/liegen',
          'Describir dónde están las cosas en una habitación',
        ],
      ],
    ],
    // B1
    [
      // 1. Nebensätze mit weil, obwohl und dass
      [
        'Expresa causas y contrastes con oraciones subordinadas y el verbo al final.',
        ['Construir oraciones con weil, obwohl y dass', 'Colocar el verbo conjugado al final', 'Enlazar ideas en respuestas más largas'],
      ],
      // 2. Bewerbung und Lebenslauf
      [
        'Escribe en alemán una carta de presentación y un currículum en formato de tabla para un puesto que te interese.',
        [
          'Estructurar una solicitud de empleo formal',
          'Usar las fórmulas habituales de las cartas de presentación',
          'Presentar tu experiencia de forma concisa',
        ],
      ],
      // 3. Meinungen äußern: Ich finde, dass...
      [
        'Muestra acuerdo y desacuerdo y sopesa argumentos sobre temas cotidianos como las redes sociales.',
        ['Expresar y justificar una opinión', 'Mostrar acuerdo y desacuerdo con cortesía', 'Reaccionar a otras opiniones'],
      ],
      // 4. Radio: Nachrichten verstehen
      [
        'Sigue noticias breves de la radio y anota los datos principales.',
        [
          'Identificar el tema y los datos clave de una noticia',
          'Entender números y nombres dichos a gran velocidad',
          'Resumir una noticia oralmente',
        ],
      ],
    ],
    // B2
    [
      // 1. Das Passiv in Alltag und Nachrichten
      [
        'Usa la voz pasiva con werden y sein para describir procesos y noticias.',
        ['Formar la pasiva en todos los tiempos verbales', 'Elegir entre activa y pasiva', 'Describir un proceso paso a paso'],
      ],
      // 2. Diskussion: Die Arbeit der Zukunft
      [
        'Debate sobre el teletrabajo, la automatización y la semana laboral de cuatro días.',
        ['Argumentar a favor y en contra de una postura', 'Usar conectores como einerseits, andererseits', 'Moderar un debate breve'],
      ],
      // 3. Zeitungsartikel zusammenfassen
      [
        'Lee un artículo de periódico y escribe un resumen neutro en estilo indirecto.',
        [
          'Identificar el argumento principal de un artículo',
          'Usar el Konjunktiv I para el estilo indirecto',
          'Escribir un resumen conciso',
        ],
      ],
      // 4. Eine formelle Beschwerde schreiben
      [
        'Escribe una reclamación a una empresa y expón con claridad los hechos y lo que esperas.',
        ['Estructurar una reclamación formal', 'Usar un lenguaje cortés pero firme', 'Formular una petición clara'],
      ],
    ],
    // C1
    [
      // 1. Nominalstil in Fachtexten
      [
        'Entiende y produce el estilo nominal, tan cargado de sustantivos, del alemán académico y profesional.',
        [
          'Convertir expresiones verbales en nominales y viceversa',
          'Leer textos especializados densos',
          'Elegir el estilo adecuado para cada lector',
        ],
      ],
      // 2. Einen Vortrag halten
      [
        'Da una charla breve con una estructura clara y responde a las preguntas del público.',
        [
          'Estructurar una charla con marcadores del discurso',
          'Usar recursos visuales con eficacia',
          'Responder con calma a preguntas difíciles',
        ],
      ],
      // 3. Redewendungen und Idiome
      [
        'Aprende expresiones idiomáticas que los nativos usan a diario, de «Daumen drücken» a «auf dem Schlauch stehen».',
        [
          'Entender expresiones idiomáticas frecuentes en contexto',
          'Usar expresiones idiomáticas de forma adecuada',
          'Evitar los falsos amigos en las expresiones idiomáticas',
        ],
      ],
      // 4. Podcast: Gesellschaft und Debatte
      [
        'Sigue el debate a ritmo rápido de un pódcast y anota los argumentos y las actitudes.',
        ['Seguir intervenciones que se solapan', 'Detectar la ironía y la actitud', 'Anotar argumentos para un debate posterior'],
      ],
    ],
    // C2
    [
      // 1. Stilebenen: Vom Smalltalk bis zur Festrede
      [
        'Muévete con seguridad entre registros, de la charla informal al discurso formal.',
        ['Identificar las marcas de registro', 'Adaptar un mensaje a distintos públicos', 'Pronunciar un breve brindis formal'],
      ],
      // 2. Literarische Texte analysieren
      [
        'Lee un fragmento de la literatura alemana moderna y comenta su estilo y su sentido.',
        [
          'Analizar la perspectiva narrativa y el tono',
          'Comentar distintas interpretaciones',
          'Usar el vocabulario del análisis literario',
        ],
      ],
      // 3. Feinheiten der Modalpartikeln
      [
        'Domina doch, ja, mal, eben y halt para sonar natural y con matices.',
        ['Entender el efecto de las partículas modales', 'Usar partículas para suavizar o enfatizar', 'Reconocer preferencias regionales'],
      ],
      // 4. Debatte: Ethik und Technik
      [
        'Un debate abierto sobre inteligencia artificial, privacidad y responsabilidad.',
        ['Argumentar con precisión sobre temas abstractos', 'Conceder y rebatir con habilidad', 'Resumir un debate con imparcialidad'],
      ],
    ],
  ],
  spanish: [
    // A1
    [
      // 1. ¡Bienvenidos! Your Spanish course
      [
        'Conoce a tu profesor y a tus compañeros y descubre cómo funcionan las clases de Parla. Probamos las herramientas del aula y vemos el recorrido del A1 al C2.',
        ['Usar las herramientas del aula', 'Saludar con «hola» y «buenos días»', 'Fijar un objetivo para tu español'],
      ],
      // 2. ¡Hola! ¿Cómo te llamas?
      [
        'Preséntate, di de dónde eres y pregunta lo mismo a los demás. Practicamos los verbos ser y llamarse.',
        ['Presentarte con tu nombre y tu origen', 'Preguntar «¿Cómo te llamas?» y «¿De dónde eres?»', 'Elegir entre tú y usted'],
      ],
      // 3. Los números y la hora
      [
        'Cuenta hasta 100, di la hora y da tu número de teléfono. Los números están por todas partes: precios, direcciones y horarios.',
        ['Decir los números del 0 al 100', 'Preguntar y decir la hora', 'Dar números de teléfono y edades'],
      ],
      // 4. Repaso: Primeros pasos
      [
        'Repasa las presentaciones, los números y la hora en breves juegos de rol. Tu profesor anota lo que conviene repetir.',
        ['Presentarte sin mirar tus notas', 'Usar correctamente los números y las horas', 'Identificar lo que debes repasar'],
      ],
      // 5. El artículo y el género: el, la, los, las
      [
        'Aprende el género y el número de los sustantivos en español y cómo concuerdan con ellos los artículos y los adjetivos.',
        ['Usar los artículos determinados e indeterminados', 'Hacer concordar sustantivos y adjetivos', 'Formar el plural'],
      ],
      // 6. Mi familia
      [
        'Habla de tu familia con los posesivos y descripciones sencillas. Presentas una foto de tu familia a la clase.',
        ['Nombrar a los miembros de la familia', 'Usar mi, tu, su', 'Describir a personas con ser y tener'],
      ],
      // 7. Verbos regulares en presente: -ar, -er, -ir
      [
        'Conjuga los verbos regulares en presente y habla de lo que haces cada día.',
        ['Conjugar verbos en -ar, -er e -ir', 'Hacer y responder preguntas de sí o no', 'Hablar de tus actividades diarias'],
      ],
      // 8. Repaso: Mi mundo
      [
        'Repasa los artículos, el vocabulario de la familia y los verbos en presente en una breve entrevista con un compañero.',
        ['Describir a tu familia', 'Usar con precisión los verbos en presente', 'Hacer preguntas sobre otras personas'],
      ],
      // 9. En el bar: pedir tapas
      [
        'Pide comida y bebida en un bar, pide la cuenta y habla de lo que te gusta con «me gusta».',
        ['Pedir con cortesía con «quería» y «me pone»', 'Usar me gusta / me gustan', 'Pedir la cuenta'],
      ],
      // 10. Mi rutina diaria
      [
        'Escucha a personas que describen su rutina y anota horas y actividades. Después describe tu propio día con verbos reflexivos.',
        ['Entender rutinas en grabaciones', 'Usar verbos reflexivos como levantarse', 'Describir un día típico tuyo'],
      ],
      // 11. De compras en el mercado
      [
        'Lee carteles, precios y listas de la compra del mercado y compra comida en un juego de rol.',
        ['Leer precios y cantidades', 'Nombrar alimentos habituales', 'Comprar algo en un mercado'],
      ],
      // 12. Un mensaje a un amigo
      [
        'Escribe mensajes breves a un amigo: una invitación, una respuesta y un cambio de planes. Nos centramos en los saludos y despedidas informales y en signos como ¿ y ¡.',
        ['Escribir una invitación informal', 'Aceptar o rechazar con cortesía', 'Usar saludos y despedidas'],
      ],
      // 13. Repaso: La vida diaria
      [
        'Práctica variada de pedir en el bar, rutinas, compras y mensajes, con comentarios detallados.',
        ['Desenvolverte en un diálogo en un bar y otro en el mercado', 'Describir tu rutina', 'Escribir un mensaje breve'],
      ],
      // 14. ¿Dónde está...? Pedir direcciones
      [
        'Pregunta y explica el camino con estar y las preposiciones de lugar, con un plano real de una ciudad.',
        ['Preguntar el camino con cortesía', 'Usar estar para la ubicación', 'Explicar cómo llegar a un lugar'],
      ],
      // 15. Conversación libre: mi ciudad
      [
        'Una conversación libre sobre dónde vivimos y los lugares que nos encantan, con todo lo aprendido en el A1.',
        ['Hablar durante un minuto sobre tu ciudad', 'Hacer preguntas para profundizar', 'Recomendar lugares que visitar'],
      ],
      // 16. Repaso final A1
      [
        'El último repaso del A1: indicaciones, descripciones y una breve presentación. Terminas con pasos claros para seguir.',
        ['Dar indicaciones con precisión', 'Presentar tu ciudad', 'Conocer tus próximos pasos para el A2'],
      ],
    ],
    // A2
    [
      // 1. Pretérito perfecto: ¿Qué has hecho hoy?
      [
        'Habla de lo que ha pasado recientemente con el pretérito perfecto.',
        ['Formar el pretérito perfecto', 'Usar ya y todavía no', 'Hablar de experiencias'],
      ],
      // 2. Pretérito indefinido: el fin de semana pasado
      [
        'Cuenta historias del pasado con el pretérito indefinido.',
        [
          'Conjugar los verbos regulares y los irregulares más importantes',
          'Ordenar acontecimientos en el tiempo',
          'Contar qué hiciste el fin de semana',
        ],
      ],
      // 3. En el médico
      [
        'Describe síntomas y entiende los consejos del médico.',
        ['Nombrar partes del cuerpo y síntomas', 'Usar doler correctamente', 'Entender consejos'],
      ],
      // 4. Buscar piso
      ['Lee anuncios de pisos y concierta una visita.', ['Entender anuncios', 'Comparar opciones', 'Concertar una visita']],
    ],
    // B1
    [
      // 1. El subjuntivo: deseos y recomendaciones
      [
        'Expresa deseos y da consejos con el presente de subjuntivo.',
        ['Formar el presente de subjuntivo', 'Usarlo después de querer que y recomendar que', 'Hacer recomendaciones'],
      ],
      // 2. Dar tu opinión
      [
        'Comparte y defiende tus opiniones sobre temas cotidianos.',
        ['Expresar opiniones', 'Mostrar acuerdo y desacuerdo', 'Justificar tu punto de vista'],
      ],
      // 3. Una carta formal
      [
        'Escribe una carta formal para pedir información o presentar una reclamación.',
        ['Usar las convenciones formales', 'Estructurar una carta', 'Formular una petición clara'],
      ],
      // 4. Noticias en la radio
      [
        'Sigue las noticias de la radio y anota los datos clave.',
        ['Identificar el tema y los datos', 'Entender números dichos a gran velocidad', 'Resumir las noticias'],
      ],
    ],
    // B2
    [
      // 1. Oraciones condicionales
      [
        'Expresa condiciones reales, posibles e imposibles.',
        [
          'Usar los tres tipos de oraciones condicionales',
          'Combinar los tiempos verbales correctamente',
          'Hablar de situaciones hipotéticas',
        ],
      ],
      // 2. Debate: turismo y ciudades
      [
        'Debate sobre el impacto del turismo en las ciudades.',
        ['Argumentar a favor y en contra', 'Usar conectores de contraste', 'Llegar a una conclusión'],
      ],
      // 3. Artículos de opinión
      [
        'Lee columnas de opinión y analiza sus argumentos.',
        ['Identificar la tesis', 'Reconocer los recursos persuasivos', 'Responder con sentido crítico'],
      ],
      // 4. Escribir un ensayo
      [
        'Escribe un ensayo argumentativo bien estructurado.',
        ['Planificar un ensayo', 'Usar conectores formales', 'Escribir una conclusión sólida'],
      ],
    ],
    // C1
    [
      // 1. Expresiones idiomáticas
      [
        'Entiende y usa expresiones idiomáticas cotidianas de España y Latinoamérica.',
        [
          'Entender expresiones idiomáticas en contexto',
          'Usar expresiones idiomáticas con naturalidad',
          'Reconocer las variantes regionales',
        ],
      ],
      // 2. Hablar en público
      [
        'Da una charla breve y responde a las preguntas.',
        ['Estructurar una charla', 'Usar preguntas retóricas', 'Responder a las preguntas con calma'],
      ],
      // 3. Podcasts y entrevistas
      [
        'Sigue entrevistas rápidas con distintos acentos.',
        ['Seguir acentos variados', 'Detectar la actitud de los hablantes', 'Resumir posturas'],
      ],
      // 4. Estilo indirecto avanzado
      [
        'Transmite discursos complejos en estilo indirecto con los cambios de tiempo verbal correctos.',
        [
          'Transmitir afirmaciones y preguntas',
          'Cambiar los tiempos verbales correctamente',
          'Usar verbos introductorios del estilo indirecto',
        ],
      ],
    ],
    // C2
    [
      // 1. Literatura hispanoamericana
      [
        'Analiza un fragmento de un clásico de la literatura latinoamericana.',
        ['Analizar el estilo y la voz', 'Comentar distintas interpretaciones', 'Usar vocabulario literario'],
      ],
      // 2. Registros y estilo
      [
        'Pasa de un registro a otro con precisión.',
        ['Identificar las marcas de registro', 'Adaptar un mensaje', 'Pronunciar un discurso formal'],
      ],
      // 3. Escritura persuasiva
      [
        'Escribe un artículo persuasivo con recursos retóricos.',
        ['Usar recursos retóricos', 'Responder a los contraargumentos', 'Pulir el texto para ganar concisión'],
      ],
      // 4. Debate abierto: ética y tecnología
      [
        'Un debate abierto y exigente sobre tecnología y sociedad.',
        ['Argumentar sobre temas abstractos', 'Conceder y rebatir', 'Resumir con imparcialidad'],
      ],
    ],
  ],
  french: [
    // A1
    [
      // 1. Bienvenue ! Your French course
      [
        'Conoce a tu profesor y a tus compañeros y descubre cómo funcionan las clases de Parla. Probamos las herramientas del aula y fijamos objetivos para el A1.',
        ['Usar las herramientas del aula', 'Saludar con «bonjour» y «salut»', 'Fijar un objetivo para tu francés'],
      ],
      // 2. Bonjour ! Se présenter
      [
        "Preséntate, di dónde vives y qué idiomas hablas, con los verbos être y s'appeler.",
        ['Presentarte con tu nombre y tu nacionalidad', "Preguntar «Comment tu t'appelles ?»", 'Elegir entre tu y vous'],
      ],
      // 3. Les nombres, l'heure et la date
      [
        'Cuenta hasta 100 (incluidos los complicados soixante-dix y quatre-vingts), di la hora y di la fecha.',
        ['Decir los números del 0 al 100', 'Decir la hora', 'Decir fechas y cumpleaños'],
      ],
      // 4. Bilan : Premiers pas
      [
        'Repasa las presentaciones, los números y las horas en breves juegos de rol, con comentarios sobre tu pronunciación.',
        ['Presentarte sin mirar tus notas', 'Usar correctamente los números y las horas', 'Saber qué tienes que repasar'],
      ],
      // 5. Le, la, les : articles et genre
      [
        'Aprende el género de los sustantivos, los artículos determinados e indeterminados y la concordancia de los adjetivos.',
        ['Usar le, la, les, un, une, des', 'Hacer concordar los adjetivos', 'Formar el plural'],
      ],
      // 6. Ma famille
      [
        'Habla de tu familia con los adjetivos posesivos y describe a personas con avoir y être.',
        ['Nombrar a los miembros de la familia', 'Usar mon, ma, mes', 'Describir a una persona'],
      ],
      // 7. Les verbes en -er au présent
      [
        'Conjuga en presente los verbos regulares en -er y los irregulares clave aller y faire.',
        ['Conjugar verbos en -er', 'Usar aller y faire', 'Hacer preguntas con est-ce que'],
      ],
      // 8. Bilan : Ma vie
      [
        'Repasa los artículos, el vocabulario de la familia y los verbos en una breve entrevista con un compañero.',
        ['Describir a tu familia', 'Conjugar los verbos con precisión', 'Hacer preguntas sobre otras personas'],
      ],
      // 9. Au café : commander
      [
        'Pide en una cafetería, pide la cuenta y habla de lo que te gusta y lo que no con aimer y préférer.',
        ['Pedir con cortesía con «je voudrais»', 'Hablar de lo que te gusta y lo que no', 'Pedir la cuenta'],
      ],
      // 10. Ma journée
      [
        'Escucha a personas que describen su día y anota horas y actividades. Después describe tu día con verbos pronominales.',
        ['Entender rutinas en grabaciones', 'Usar se lever y se coucher', 'Describir un día típico tuyo'],
      ],
      // 11. Faire les courses
      [
        'Lee carteles de tiendas, precios y una lista de la compra y compra comida en un puesto del mercado con los artículos partitivos.',
        ['Leer precios y cantidades', 'Usar du, de la, des', 'Comprar comida en un mercado'],
      ],
      // 12. Écrire un petit message
      [
        'Escribe a un amigo una invitación breve, una respuesta y un cambio de planes.',
        ['Escribir una invitación informal', 'Aceptar o rechazar con cortesía', 'Usar saludos y despedidas'],
      ],
      // 13. Bilan : Au quotidien
      [
        'Práctica variada: diálogos en la cafetería y en el mercado, rutinas y mensajes, con comentarios detallados.',
        ['Desenvolverte en diálogos en la cafetería y en el mercado', 'Describir tu rutina', 'Escribir un mensaje breve'],
      ],
      // 14. Demander son chemin
      [
        'Pregunta y explica el camino con las preposiciones de lugar y el imperativo, con un plano real de una ciudad.',
        ['Preguntar el camino con cortesía', 'Usar el imperativo para dar indicaciones', 'Explicar cómo llegar a un lugar'],
      ],
      // 15. Discussion libre : ma ville
      [
        'Una conversación libre sobre dónde vivimos y lo que no deberían perderse quienes nos visitan, con todo lo aprendido en el A1.',
        ['Hablar durante un minuto sobre tu ciudad', 'Hacer preguntas para profundizar', 'Recomendar lugares'],
      ],
      // 16. Bilan final A1
      [
        'El último repaso del A1: indicaciones, descripciones y una breve presentación, con los próximos pasos para el A2.',
        ['Dar indicaciones con precisión', 'Presentar tu ciudad', 'Conocer tus próximos pasos'],
      ],
    ],
    // A2
    [
      // 1. Le passé composé
      ['Habla de hechos pasados con avoir y être.', ['Formar el passé composé', 'Elegir entre avoir y être', 'Contar una historia breve']],
      // 2. L'imparfait : souvenirs d'enfance
      [
        'Describe cómo eran las cosas antes.',
        ['Formar el imparfait', 'Describir costumbres del pasado', 'Contrastarlo con el passé composé'],
      ],
      // 3. Chez le médecin
      ['Describe síntomas y entiende los consejos del médico.', ['Nombrar síntomas', 'Usar avoir mal à', 'Entender una receta médica']],
      // 4. Chercher un logement
      ['Lee anuncios de pisos y ponte en contacto con un casero.', ['Entender anuncios', 'Comparar pisos', 'Concertar una visita']],
    ],
    // B1
    [
      // 1. Le subjonctif présent
      [
        'Expresa necesidad, deseos y sentimientos con el subjuntivo.',
        ['Formar el subjuntivo', 'Usar il faut que', 'Expresar sentimientos'],
      ],
      // 2. Donner son avis
      [
        'Comparte y defiende tus opiniones sobre temas cotidianos.',
        ['Expresar opiniones', 'Mostrar acuerdo y desacuerdo', 'Justificar tu punto de vista'],
      ],
      // 3. La lettre formelle
      [
        'Escribe una carta formal según las convenciones francesas.',
        ['Usar fórmulas formales', 'Estructurar una carta', 'Formular una petición'],
      ],
      // 4. Les infos à la radio
      [
        'Sigue las noticias de la radio y anota los datos clave.',
        ['Identificar los temas', 'Captar números y nombres', 'Resumir una noticia'],
      ],
    ],
    // B2
    [
      // 1. Le conditionnel et les hypothèses
      ['Expresa hipótesis y arrepentimientos.', ['Usar oraciones con si', 'Formar el condicional pasado', 'Expresar arrepentimiento']],
      // 2. Débat : le télétravail
      [
        'Debate sobre las ventajas y los inconvenientes del teletrabajo.',
        ['Defender una postura', 'Usar conectores de contraste', 'Llegar a un acuerdo'],
      ],
      // 3. La presse française
      ['Lee y analiza un artículo de periódico.', ['Identificar la tesis', 'Reconocer la parcialidad', 'Resumir un artículo']],
      // 4. L'essai argumentatif
      ['Escribe un ensayo argumentativo bien estructurado.', ['Planificar un ensayo', 'Usar conectores formales', 'Concluir con claridad']],
    ],
    // C1
    [
      // 1. Expressions idiomatiques
      [
        'Entiende y usa expresiones idiomáticas cotidianas.',
        ['Entender expresiones idiomáticas en contexto', 'Usar expresiones idiomáticas con naturalidad', 'Evitar la traducción literal'],
      ],
      // 2. L'exposé oral
      [
        'Haz una exposición bien estructurada y responde a las preguntas.',
        ['Estructurar un exposé', 'Señalizar la estructura de tu exposición', 'Responder a las preguntas'],
      ],
      // 3. Podcasts et débats
      [
        'Sigue debates rápidos y detecta la actitud de los hablantes.',
        ['Seguir a varios hablantes', 'Detectar la ironía', 'Resumir posturas'],
      ],
      // 4. Le discours rapporté
      [
        'Transmite lo que otros dicen en estilo indirecto con los cambios de tiempo verbal adecuados.',
        ['Transmitir afirmaciones y preguntas', 'Cambiar los tiempos verbales', 'Usar verbos introductorios variados'],
      ],
    ],
    // C2
    [
      // 1. Analyse littéraire
      [
        'Analiza un fragmento de un clásico de la literatura francesa.',
        ['Analizar el estilo y la voz', 'Comentar distintas interpretaciones', 'Usar términos literarios'],
      ],
      // 2. Les registres de langue
      [
        'Pasa del francés familiar al estándar y al formal.',
        ['Identificar los registros', 'Adaptar un mensaje', 'Pronunciar un discurso formal'],
      ],
      // 3. L'écriture persuasive
      [
        'Escribe una columna de opinión persuasiva.',
        ['Usar recursos retóricos', 'Anticiparte a las objeciones', 'Pulir el texto para ganar concisión'],
      ],
      // 4. Débat libre : éthique et technologie
      [
        'Un debate abierto sobre tecnología y sociedad.',
        ['Argumentar sobre temas abstractos', 'Conceder y rebatir', 'Sintetizar distintos puntos de vista'],
      ],
    ],
  ],
  italian: [
    // A1
    [
      // 1. Benvenuti! Your Italian course
      [
        'Conoce a tu profesor y a tus compañeros y descubre cómo funcionan las clases de Parla. Probamos las herramientas del aula y fijamos objetivos para el A1.',
        ['Usar las herramientas del aula', 'Saludar con «ciao» y «buongiorno»', 'Fijar un objetivo para tu italiano'],
      ],
      // 2. Ciao! Come ti chiami?
      [
        'Preséntate, di de dónde eres y pregunta a los demás, con essere y chiamarsi.',
        ['Presentarte con tu nombre y tu nacionalidad', 'Preguntar «Come ti chiami?» y «Di dove sei?»', 'Elegir entre tu y Lei'],
      ],
      // 3. I numeri e l'ora
      [
        'Cuenta hasta 100, di la hora y da números de teléfono y edades.',
        ['Decir los números del 0 al 100', 'Preguntar y decir la hora', 'Decir tu edad y tu número de teléfono'],
      ],
      // 4. Verifica: Primi passi
      [
        'Repasa las presentaciones, los números y las horas en breves juegos de rol, con comentarios sobre tu pronunciación.',
        ['Presentarte sin mirar tus notas', 'Usar correctamente los números y las horas', 'Saber qué tienes que repasar'],
      ],
      // 5. Il, lo, la: articoli e genere
      [
        'Aprende el género de los sustantivos, las muchas formas del artículo italiano y la concordancia de los adjetivos.',
        ["Elegir entre il, lo, la, l', i, gli, le", 'Hacer concordar los adjetivos', 'Formar el plural'],
      ],
      // 6. La mia famiglia
      [
        'Habla de tu familia con los posesivos (y descubre por qué «mia madre» no lleva artículo).',
        ['Nombrar a los miembros de la familia', 'Usar correctamente los posesivos', 'Describir a una persona'],
      ],
      // 7. Il presente: verbi in -are, -ere, -ire
      [
        'Conjuga en presente los verbos regulares y avere y essere.',
        ['Conjugar los tres grupos de verbos regulares', 'Usar avere y essere', 'Hacer preguntas sencillas'],
      ],
      // 8. Verifica: La mia vita
      [
        'Repasa los artículos, el vocabulario de la familia y los verbos en presente en una breve entrevista con un compañero.',
        ['Describir a tu familia', 'Conjugar los verbos con precisión', 'Hacer preguntas sobre otras personas'],
      ],
      // 9. Al bar: ordinare un caffè
      [
        'Pide un café y algo de picar a la italiana, paga en caja y habla de lo que te gusta con «mi piace».',
        ['Pedir en un bar italiano', 'Usar mi piace / mi piacciono', 'Pagar y pedir el tique'],
      ],
      // 10. La mia giornata
      [
        'Escucha a personas que describen su día y anota horas y actividades. Después describe tu propio día con verbos reflexivos.',
        ['Entender rutinas en grabaciones', 'Usar alzarsi y vestirsi', 'Describir un día típico tuyo'],
      ],
      // 11. Al mercato
      [
        'Lee precios y carteles de tiendas y compra fruta, verdura y queso en un juego de rol en el mercado.',
        ['Leer precios y cantidades', 'Nombrar alimentos habituales', 'Comprar comida en un mercado'],
      ],
      // 12. Un messaggio a un amico
      [
        'Escribe a un amigo una invitación breve, una respuesta y un cambio de planes. Nos centramos en los saludos y despedidas informales y en el orden de las palabras.',
        ['Escribir una invitación informal', 'Aceptar o rechazar con cortesía', 'Usar saludos y despedidas'],
      ],
      // 13. Verifica: Vita quotidiana
      [
        'Práctica variada de diálogos en el bar y en el mercado, rutinas y mensajes, con comentarios detallados.',
        ['Desenvolverte en diálogos en el bar y en el mercado', 'Describir tu rutina', 'Escribir un mensaje breve'],
      ],
      // 14. Scusi, dov'è...? Chiedere indicazioni
      [
        'Pregunta y explica el camino con las preposiciones de lugar y el imperativo formal, con un plano de la ciudad.',
        ['Preguntar el camino con cortesía', 'Entender a destra, a sinistra, dritto', 'Explicar cómo llegar a un lugar'],
      ],
      // 15. Conversazione libera: la mia città
      [
        'Una conversación libre sobre dónde vivimos y lo que no deberían perderse quienes nos visitan, con todo lo aprendido en el A1.',
        ['Hablar durante un minuto sobre tu ciudad', 'Hacer preguntas para profundizar', 'Recomendar lugares'],
      ],
      // 16. Verifica finale A1
      [
        'El último repaso del A1: indicaciones, descripciones y una breve presentación, con los próximos pasos para el A2.',
        ['Dar indicaciones con precisión', 'Presentar tu ciudad', 'Conocer tus próximos pasos'],
      ],
    ],
    // A2
    [
      // 1. Il passato prossimo
      [
        'Habla de hechos pasados con avere y essere.',
        ['Formar el passato prossimo', 'Elegir entre avere y essere', 'Contar qué hiciste el fin de semana'],
      ],
      // 2. L'imperfetto: ricordi
      [
        'Describe costumbres y situaciones del pasado.',
        ['Formar el imperfetto', 'Describir costumbres del pasado', 'Contrastarlo con el passato prossimo'],
      ],
      // 3. In viaggio: treni e alberghi
      [
        'Compra billetes y reserva una habitación de hotel.',
        ['Comprar un billete de tren', 'Reservar una habitación', 'Resolver un problema en el hotel'],
      ],
      // 4. Cucina italiana: ricette
      [
        'Lee y sigue una receta italiana.',
        ['Entender las instrucciones de una receta', 'Usar el imperativo', 'Hablar de tradiciones gastronómicas'],
      ],
    ],
    // B1
    [
      // 1. Il congiuntivo presente
      ['Expresa opiniones y deseos con el subjuntivo.', ['Formar el congiuntivo', 'Usar penso che y spero che', 'Expresar sentimientos']],
      // 2. Dire la propria opinione
      [
        'Comparte y defiende tus opiniones sobre temas cotidianos.',
        ['Expresar opiniones', 'Mostrar acuerdo y desacuerdo', 'Justificar tu punto de vista'],
      ],
      // 3. Una lettera formale
      [
        'Escribe una carta formal según las convenciones italianas.',
        ['Usar fórmulas formales', 'Estructurar una carta', 'Formular una petición'],
      ],
      // 4. Il telegiornale
      ['Sigue el telediario y anota los datos clave.', ['Identificar los temas', 'Captar nombres y números', 'Resumir una noticia']],
    ],
    // B2
    [
      // 1. Il periodo ipotetico
      [
        'Expresa condiciones reales e hipotéticas.',
        ['Usar los tres tipos de periodo hipotético', 'Combinar los tiempos verbales', 'Hablar de situaciones hipotéticas'],
      ],
      // 2. Dibattito: il turismo di massa
      [
        'Debate sobre el turismo en las ciudades italianas.',
        ['Defender una postura', 'Usar conectores de contraste', 'Llegar a una conclusión'],
      ],
      // 3. Articoli di giornale
      ['Lee y analiza un artículo de periódico.', ['Identificar la tesis', 'Reconocer la parcialidad', 'Resumir un artículo']],
      // 4. Il saggio argomentativo
      ['Escribe un ensayo argumentativo bien estructurado.', ['Planificar un ensayo', 'Usar conectores formales', 'Concluir con claridad']],
    ],
    // C1
    [
      // 1. Modi di dire
      [
        'Entiende y usa expresiones idiomáticas italianas de uso cotidiano.',
        ['Entender expresiones idiomáticas en contexto', 'Usar expresiones idiomáticas con naturalidad', 'Evitar la traducción literal'],
      ],
      // 2. Parlare in pubblico
      [
        'Da una charla bien estructurada y responde a las preguntas.',
        ['Estructurar una charla', 'Señalizar la estructura de tu charla', 'Responder a las preguntas'],
      ],
      // 3. Podcast e interviste
      [
        'Sigue entrevistas rápidas con acentos regionales.',
        ['Seguir acentos regionales', 'Detectar la actitud de los hablantes', 'Resumir posturas'],
      ],
      // 4. Il discorso indiretto
      [
        'Transmite lo que otros dicen en estilo indirecto con los cambios de tiempo verbal correctos.',
        ['Transmitir afirmaciones y preguntas', 'Cambiar los tiempos verbales', 'Usar verbos introductorios del estilo indirecto'],
      ],
    ],
    // C2
    [
      // 1. Letteratura italiana del Novecento
      [
        'Analiza un fragmento de un clásico del siglo XX.',
        ['Analizar el estilo y la voz', 'Comentar distintas interpretaciones', 'Usar términos literarios'],
      ],
      // 2. Registri e stile
      ['Pasa de un registro a otro con precisión.', ['Identificar los registros', 'Adaptar un mensaje', 'Pronunciar un discurso formal']],
      // 3. Scrittura persuasiva
      [
        'Escribe un artículo persuasivo.',
        ['Usar recursos retóricos', 'Anticiparte a las objeciones', 'Pulir el texto para ganar concisión'],
      ],
      // 4. Dibattito libero: etica e tecnologia
      [
        'Un debate abierto sobre tecnología y sociedad.',
        ['Argumentar sobre temas abstractos', 'Conceder y rebatir', 'Sintetizar distintos puntos de vista'],
      ],
    ],
  ],
};
