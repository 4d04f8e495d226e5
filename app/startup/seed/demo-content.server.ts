import type { TeamMemberTextsByLocale } from "~/features/team/index.server";
import { demoPostTranslationsSpanish, demoPostsSpanish } from "./demo-posts-es.server";
import type { teamMembers } from "~/platform/db/schema";
import type { DemoBlogPost, DemoPostSource } from "./demo-post-types";

/**
 * Demo content for the seed: a fictional team and a handful of blog posts in
 * each language. Every person and story here is invented.
 *
 * Each item carries the dates it was written and last edited, as content an editor wrote
 * would: the sitemap's lastmod, an article's dateModified and the feeds' lastBuildDate
 * come from them, so a fresh demo does not claim that everything changed when it started.
 */
export type DemoTeamMember = Omit<typeof teamMembers.$inferInsert, "id" | "texts"> & {
  /** The role, bio, qualifications and specialties in each language. */
  texts: TeamMemberTextsByLocale;
  createdAt: Date;
  updatedAt: Date;
};
/** A post's updatedAt, when it was edited after the day it was written (createdAt). */
export type { DemoBlogPost, DemoPostSource } from "./demo-post-types";

/** When the demo's About Us text was written. */
export const demoAboutUsWrittenAt = new Date("2025-11-14T16:00:00Z");
/** The date of the shipped sample lab price list. */
export const demoLabPriceListDate = new Date("2025-11-10T14:00:00Z");

export const demoTeamMembers: DemoTeamMember[] = [
  {
    name: "Helena Duarte",
    texts: {
      en: {
        role: "Founder, Medical Director and Family Physician",
        bio: [
          "Dr. Helena Duarte is a family physician born in Belo Horizonte, Brazil, and the founder of VIP Walk-In Clinic. She leads the clinical team and still sees patients every week, from quick walk-in visits to long-term follow-up.",
          "Her approach is simple: listen first, explain clearly and build a plan the patient can actually follow. She is especially passionate about preventive care and about helping newcomers find their way in the U.S. health system.",
          "Outside the clinic, she enjoys cooking recipes from Minas Gerais for friends and walking around Lake Eola with her family.",
        ].join("\n\n"),
        qualifications: [
          "Doctor of Medicine (MD)",
          "Residency in Family Medicine",
          "Board certified in Family Medicine",
          "Licensed physician in Florida",
        ],
        specialties: [
          "Family medicine",
          "Preventive care",
          "Chronic condition management",
          "Immigrant and travel health",
          "Women's health",
        ],
      },
      "pt-BR": {
        role: "Fundadora, diretora médica e médica de família",
        bio: [
          "A Dra. Helena Duarte é médica de família, nasceu em Belo Horizonte e fundou a VIP Walk-In Clinic. Ela coordena a equipe clínica e continua atendendo toda semana, das consultas rápidas sem hora marcada ao acompanhamento de longo prazo.",
          "O jeito dela de trabalhar é simples: primeiro ouvir, depois explicar com clareza e montar um plano que o paciente consiga seguir de verdade. Tem um carinho especial pela medicina preventiva e por ajudar quem acabou de chegar a entender o sistema de saúde americano.",
          "Fora da clínica, adora cozinhar receitas mineiras para os amigos e caminhar em volta do Lake Eola com a família.",
        ].join("\n\n"),
        qualifications: [
          "Graduação em Medicina (MD)",
          "Residência em Medicina de Família e Comunidade",
          "Título de especialista em Medicina de Família nos EUA",
          "Licença médica na Flórida",
        ],
        specialties: [
          "Medicina de família",
          "Medicina preventiva",
          "Acompanhamento de doenças crônicas",
          "Saúde do imigrante e do viajante",
          "Saúde da mulher",
        ],
      },
      es: {
        role: "Fundadora, directora médica y médica de familia",
        bio: [
          "La Dra. Helena Duarte es médica de familia, nació en Belo Horizonte (Brasil) y fundó VIP Walk-In Clinic. Dirige el equipo clínico y sigue atendiendo pacientes todas las semanas, desde consultas rápidas sin cita hasta el seguimiento a largo plazo.",
          "Su manera de trabajar es sencilla: primero escuchar, luego explicar con claridad y armar un plan que el paciente realmente pueda seguir. Le apasionan especialmente la medicina preventiva y ayudar a quienes acaban de llegar a orientarse en el sistema de salud de los Estados Unidos.",
          "Fuera de la clínica, disfruta cocinar recetas de Minas Gerais para sus amigos y caminar alrededor de Lake Eola con su familia.",
        ].join("\n\n"),
        qualifications: [
          "Doctora en Medicina (MD)",
          "Residencia en Medicina Familiar",
          "Certificación de especialidad (board) en Medicina Familiar",
          "Médica con licencia en Florida",
        ],
        specialties: [
          "Medicina familiar",
          "Medicina preventiva",
          "Control de enfermedades crónicas",
          "Salud del inmigrante y del viajero",
          "Salud de la mujer",
        ],
      },
    },
    // Every member has a portrait: the founder's is the About page artwork, the others' are under /images/team/.
    imageUrl: "/images/story.svg",
    orderIndex: 1,
    createdAt: new Date("2025-11-17T15:00:00Z"),
    updatedAt: new Date("2026-01-09T16:30:00Z"),
    active: true,
  },
  {
    name: "Marisol Vega",
    texts: {
      en: {
        role: "Family Nurse Practitioner",
        bio: [
          "Marisol grew up in Kissimmee in a Puerto Rican family and has cared for Central Florida patients for more than a decade. As a family nurse practitioner, she diagnoses and treats common illnesses, orders tests and manages ongoing care.",
          "She is known for making patients feel at ease, especially during women's health visits and conversations about weight and emotional well-being. She speaks English and Spanish and is proudly learning Portuguese with the help of her coworkers.",
        ].join("\n\n"),
        qualifications: [
          "Master of Science in Nursing (MSN)",
          "Family Nurse Practitioner certification (FNP-C)",
          "Advanced Practice Registered Nurse (APRN), Florida",
        ],
        specialties: [
          "Women's health",
          "Well-woman exams",
          "Weight management",
          "Mental health screening",
        ],
      },
      "pt-BR": {
        role: "Enfermeira de prática avançada (Nurse Practitioner)",
        bio: [
          "A Marisol cresceu em Kissimmee, numa família porto-riquenha, e cuida de pacientes da região central da Flórida há mais de dez anos. Como enfermeira de prática avançada, ela faz diagnósticos, trata doenças comuns, pede exames e acompanha tratamentos.",
          "É conhecida por deixar os pacientes à vontade, principalmente nas consultas de saúde da mulher e nas conversas sobre peso e bem-estar emocional. Fala inglês e espanhol e está aprendendo português, com muito orgulho e a ajuda dos colegas.",
        ].join("\n\n"),
        qualifications: [
          "Mestrado em Enfermagem (MSN)",
          "Certificação de Nurse Practitioner de família (FNP-C)",
          "Registro de enfermeira de prática avançada (APRN) na Flórida",
        ],
        specialties: [
          "Saúde da mulher",
          "Consultas ginecológicas de rotina",
          "Controle de peso",
          "Triagem de saúde mental",
        ],
      },
      es: {
        role: "Enfermera practicante de familia (Family Nurse Practitioner)",
        bio: [
          "Marisol se crio en Kissimmee, en una familia puertorriqueña, y lleva más de diez años atendiendo pacientes en la Florida Central. Como enfermera practicante de familia, diagnostica y trata enfermedades comunes, ordena pruebas y da seguimiento a los tratamientos.",
          "Es conocida por hacer que los pacientes se sientan en confianza, sobre todo en las consultas de salud de la mujer y en las conversaciones sobre el peso y el bienestar emocional. Habla inglés y español, y está aprendiendo portugués con mucho orgullo y con la ayuda de sus compañeros de trabajo.",
        ].join("\n\n"),
        qualifications: [
          "Maestría en Ciencias de Enfermería (MSN)",
          "Certificación como enfermera practicante de familia (FNP-C)",
          "Enfermera registrada de práctica avanzada (APRN) en Florida",
        ],
        specialties: [
          "Salud de la mujer",
          "Chequeos ginecológicos de rutina",
          "Control de peso",
          "Detección de problemas de salud mental",
        ],
      },
    },
    imageUrl: "/images/team/marisol-vega.svg",
    orderIndex: 2,
    createdAt: new Date("2025-11-17T15:20:00Z"),
    updatedAt: new Date("2025-11-24T14:10:00Z"),
    active: true,
  },
  {
    name: "Jake Whitfield",
    texts: {
      en: {
        role: "Physician Assistant",
        bio: [
          "Jake grew up in a small town in Ohio and worked as an athletic trainer before becoming a physician assistant. He moved to Orlando for the sunshine and stayed for the variety of patients he meets every day.",
          "At the clinic he handles many of the walk-in visits, from sprained ankles and minor cuts to sore throats and sports physicals. Patients appreciate his calm, practical style and his clear instructions for recovering at home.",
        ].join("\n\n"),
        qualifications: [
          "Master of Physician Assistant Studies (MPAS)",
          "Certified Physician Assistant (PA-C)",
          "Licensed physician assistant in Florida",
        ],
        specialties: [
          "Urgent care",
          "Minor injuries and sprains",
          "Sports physicals",
          "Physical evaluations",
        ],
      },
      "pt-BR": {
        role: "Assistente médico (Physician Assistant)",
        bio: [
          "O Jake cresceu numa cidade pequena de Ohio e trabalhou como preparador físico antes de se tornar physician assistant, profissional que atende pacientes sob supervisão médica. Veio para Orlando pelo sol e ficou pela variedade de pacientes que encontra todos os dias.",
          "Na clínica, ele cuida de boa parte dos atendimentos sem hora marcada: tornozelos torcidos, pequenos cortes, dores de garganta e exames físicos para a prática de esportes. Os pacientes gostam do jeito calmo e prático dele e das orientações claras para a recuperação em casa.",
        ].join("\n\n"),
        qualifications: [
          "Mestrado em Physician Assistant Studies (MPAS)",
          "Certificação de Physician Assistant (PA-C)",
          "Licença de Physician Assistant na Flórida",
        ],
        specialties: [
          "Atendimento de urgência",
          "Pequenas lesões e entorses",
          "Exames físicos para esportes",
          "Avaliações físicas",
        ],
      },
      es: {
        role: "Asistente médico (Physician Assistant)",
        bio: [
          "Jake se crio en un pueblo pequeño de Ohio y trabajó como entrenador atlético antes de convertirse en asistente médico, un profesional que atiende pacientes bajo la supervisión de un médico. Se mudó a Orlando por el sol y se quedó por la variedad de pacientes que conoce cada día.",
          "En la clínica atiende muchas de las visitas sin cita: tobillos torcidos, cortaduras pequeñas, dolores de garganta y exámenes físicos para deportes. Los pacientes valoran su estilo tranquilo y práctico, y sus instrucciones claras para recuperarse en casa.",
        ].join("\n\n"),
        qualifications: [
          "Maestría en Estudios de Asistente Médico (MPAS)",
          "Asistente médico certificado (PA-C)",
          "Asistente médico con licencia en Florida",
        ],
        specialties: [
          "Atención de urgencias",
          "Lesiones menores y torceduras",
          "Exámenes físicos para deportes",
          "Evaluaciones físicas",
        ],
      },
    },
    imageUrl: "/images/team/jake-whitfield.svg",
    orderIndex: 3,
    createdAt: new Date("2025-11-18T13:40:00Z"),
    updatedAt: new Date("2025-11-18T13:40:00Z"),
    active: true,
  },
  {
    name: "Camila Rocha",
    texts: {
      en: {
        role: "Registered Nurse",
        bio: [
          "Camila was born in Recife and moved to Florida with her family as a teenager. Having helped her own parents navigate doctor visits in a new language, she knows how much a friendly, bilingual nurse can change a patient's day.",
          "She takes care of vaccinations, patient education and follow-up calls, and she runs the clinic's diabetes and healthy-eating check-ins. Her goal is for every patient to leave knowing exactly what to do next.",
        ].join("\n\n"),
        qualifications: [
          "Bachelor of Science in Nursing (BSN)",
          "Registered Nurse (RN), Florida",
          "Basic Life Support (BLS)",
        ],
        specialties: [
          "Patient education",
          "Vaccinations",
          "Diabetes education",
          "Healthy eating guidance",
        ],
      },
      "pt-BR": {
        role: "Enfermeira",
        bio: [
          "A Camila nasceu no Recife e veio para a Flórida com a família ainda adolescente. Como ajudou os próprios pais a enfrentar consultas médicas num idioma novo, sabe bem como uma enfermeira simpática, que fala a sua língua, pode mudar o dia de um paciente.",
          "Ela cuida da vacinação, das orientações aos pacientes e das ligações de acompanhamento, além de conduzir os encontros sobre diabetes e alimentação saudável da clínica. O objetivo dela é que cada paciente saia sabendo exatamente qual é o próximo passo.",
        ].join("\n\n"),
        qualifications: [
          "Bacharelado em Enfermagem (BSN)",
          "Registro de enfermeira (RN) na Flórida",
          "Suporte Básico de Vida (BLS)",
        ],
        specialties: [
          "Educação em saúde",
          "Vacinação",
          "Orientação sobre diabetes",
          "Orientação sobre alimentação saudável",
        ],
      },
      es: {
        role: "Enfermera registrada",
        bio: [
          "Camila nació en Recife y se mudó a la Florida con su familia cuando era adolescente. Como ayudó a sus propios padres a desenvolverse en las citas médicas en un idioma nuevo, sabe lo mucho que una enfermera amable y bilingüe puede cambiarle el día a un paciente.",
          "Se encarga de las vacunas, la educación de los pacientes y las llamadas de seguimiento, y dirige las sesiones de control de la clínica sobre diabetes y alimentación saludable. Su meta es que cada paciente salga sabiendo exactamente qué hacer después.",
        ].join("\n\n"),
        qualifications: [
          "Licenciatura en Ciencias de Enfermería (BSN)",
          "Enfermera registrada (RN) en Florida",
          "Soporte Vital Básico (BLS)",
        ],
        specialties: [
          "Educación al paciente",
          "Vacunas",
          "Educación sobre la diabetes",
          "Orientación sobre alimentación saludable",
        ],
      },
    },
    imageUrl: "/images/team/camila-rocha.svg",
    orderIndex: 4,
    createdAt: new Date("2025-11-18T14:05:00Z"),
    updatedAt: new Date("2026-02-02T12:15:00Z"),
    active: true,
  },
  {
    name: "Daniel Ortiz",
    texts: {
      en: {
        role: "Medical Assistant",
        bio: [
          "Daniel grew up in Orlando in a Colombian family and is often the first clinical face patients see. He takes vital signs, prepares exam rooms, performs EKGs and draws blood with a steady hand and a good joke.",
          "He is studying part-time to become a registered nurse and loves learning something new from the team every week.",
        ].join("\n\n"),
        qualifications: [
          "Certified Medical Assistant (CMA)",
          "Phlebotomy training",
          "Basic Life Support (BLS)",
        ],
        specialties: ["Vital signs and patient intake", "EKGs", "Blood draws"],
      },
      "pt-BR": {
        role: "Assistente clínico",
        bio: [
          "O Daniel cresceu em Orlando, numa família colombiana, e costuma ser o primeiro profissional de saúde que o paciente encontra. Ele mede os sinais vitais, prepara os consultórios, faz eletrocardiogramas e coleta sangue com mão firme e sempre com uma piada pronta.",
          "Estuda enfermagem em meio período e adora aprender algo novo com a equipe toda semana.",
        ].join("\n\n"),
        qualifications: [
          "Certificação de assistente clínico (CMA)",
          "Formação em coleta de sangue (flebotomia)",
          "Suporte Básico de Vida (BLS)",
        ],
        specialties: ["Triagem e sinais vitais", "Eletrocardiogramas", "Coleta de sangue"],
      },
      es: {
        role: "Auxiliar médico (Medical Assistant)",
        bio: [
          "Daniel se crio en Orlando, en una familia colombiana, y a menudo es el primer miembro del equipo clínico que ven los pacientes. Toma los signos vitales, prepara los consultorios, hace electrocardiogramas y saca sangre con mano firme y siempre con un buen chiste.",
          "Estudia a tiempo parcial para ser enfermero registrado y le encanta aprender algo nuevo del equipo cada semana.",
        ].join("\n\n"),
        qualifications: [
          "Auxiliar médico certificado (CMA)",
          "Capacitación en flebotomía (extracción de sangre)",
          "Soporte Vital Básico (BLS)",
        ],
        specialties: [
          "Signos vitales y registro de pacientes",
          "Electrocardiogramas",
          "Extracción de sangre",
        ],
      },
    },
    imageUrl: "/images/team/daniel-ortiz.svg",
    orderIndex: 5,
    createdAt: new Date("2025-11-20T17:30:00Z"),
    updatedAt: new Date("2025-11-20T17:30:00Z"),
    active: true,
  },
  {
    name: "Beatriz Lemos",
    texts: {
      en: {
        role: "Patient Coordinator (Bilingual Front Desk)",
        bio: [
          "Beatriz is from Curitiba and greets every patient in English or Portuguese, whichever feels more comfortable. She manages check-in, memberships and scheduling, and she is the person to ask about insurance and billing questions.",
          "Before joining the clinic she worked in hotel guest services, so tourists with an unexpected health issue are in very good hands.",
        ].join("\n\n"),
        qualifications: [
          "Bachelor's degree in Business Administration",
          "Medical office administration certificate",
          "Health information privacy (HIPAA) training",
        ],
        specialties: [
          "Membership plans",
          "Scheduling and check-in",
          "Insurance and billing questions",
        ],
      },
      "pt-BR": {
        role: "Coordenadora de atendimento (recepção bilíngue)",
        bio: [
          "A Beatriz é de Curitiba e recebe cada paciente em português ou em inglês, no idioma em que a pessoa se sentir mais à vontade. Ela cuida da recepção, das assinaturas e dos agendamentos, e é quem tira as dúvidas sobre seguro e cobrança.",
          "Antes de vir para a clínica, trabalhou no atendimento a hóspedes em hotéis, então o turista que tem um imprevisto de saúde está em ótimas mãos.",
        ].join("\n\n"),
        qualifications: [
          "Graduação em Administração",
          "Certificado em administração de consultórios médicos",
          "Treinamento em privacidade de dados de saúde (HIPAA)",
        ],
        specialties: [
          "Planos de assinatura",
          "Agendamento e recepção",
          "Dúvidas sobre seguro e cobrança",
        ],
      },
      es: {
        role: "Coordinadora de pacientes (recepción bilingüe)",
        bio: [
          "Beatriz es de Curitiba y recibe a cada paciente en inglés o en portugués, en el idioma en que se sienta más cómodo. Se encarga del registro de llegada, las membresías y las citas, y es la persona a quien preguntarle sobre seguros y facturación.",
          "Antes de llegar a la clínica trabajó en atención a huéspedes en hoteles, así que los turistas que tienen un problema de salud inesperado están en muy buenas manos.",
        ].join("\n\n"),
        qualifications: [
          "Licenciatura en Administración de Empresas",
          "Certificado en administración de consultorios médicos",
          "Capacitación en privacidad de la información de salud (HIPAA)",
        ],
        specialties: [
          "Planes de membresía",
          "Citas y registro de llegada",
          "Preguntas sobre seguros y facturación",
        ],
      },
    },
    imageUrl: "/images/team/beatriz-lemos.svg",
    orderIndex: 6,
    createdAt: new Date("2025-11-21T12:00:00Z"),
    updatedAt: new Date("2025-12-05T18:45:00Z"),
    active: true,
  },
  {
    name: "Megan Carter",
    texts: {
      en: {
        role: "Laboratory Technician",
        bio: [
          "Megan runs the clinic's on-site testing, from rapid strep and flu tests to preparing blood and urine samples for the reference lab. She is meticulous about labeling, quality control and getting results to the clinicians quickly.",
          "A Florida native, she spends her weekends paddleboarding on the Wekiva River.",
        ].join("\n\n"),
        qualifications: [
          "Associate degree in Medical Laboratory Technology",
          "Clinical laboratory technician license, Florida",
        ],
        specialties: ["Rapid point-of-care testing", "Blood and urine samples", "Quality control"],
      },
      "pt-BR": {
        role: "Técnica de laboratório",
        bio: [
          "A Megan cuida dos exames feitos na própria clínica, dos testes rápidos de estreptococo e gripe ao preparo das amostras de sangue e urina enviadas ao laboratório de apoio. É caprichosa com a identificação das amostras, o controle de qualidade e a agilidade na entrega dos resultados.",
          "Nascida na Flórida, passa os fins de semana praticando stand-up paddle no rio Wekiva.",
        ].join("\n\n"),
        qualifications: [
          "Formação técnica em análises clínicas",
          "Licença de técnica de laboratório clínico na Flórida",
        ],
        specialties: [
          "Testes rápidos na clínica",
          "Preparo de amostras de sangue e urina",
          "Controle de qualidade",
        ],
      },
      es: {
        role: "Técnica de laboratorio",
        bio: [
          "Megan se encarga de las pruebas que se hacen en la clínica, desde las pruebas rápidas de estreptococo y de influenza hasta la preparación de las muestras de sangre y orina que se envían al laboratorio de referencia. Es muy cuidadosa con el etiquetado, el control de calidad y con que los resultados lleguen rápido al equipo clínico.",
          "Nacida en la Florida, pasa los fines de semana practicando paddleboard en el río Wekiva.",
        ].join("\n\n"),
        qualifications: [
          "Grado asociado en Tecnología de Laboratorio Médico",
          "Licencia de técnica de laboratorio clínico en Florida",
        ],
        specialties: [
          "Pruebas rápidas en la clínica",
          "Muestras de sangre y orina",
          "Control de calidad",
        ],
      },
    },
    imageUrl: "/images/team/megan-carter.svg",
    orderIndex: 7,
    createdAt: new Date("2025-11-21T12:25:00Z"),
    updatedAt: new Date("2026-03-16T13:00:00Z"),
    active: false,
  },
];

/**
 * The demo posts written in one language. A post not edited since the day it was written
 * was last changed then.
 */
export function postsIn(locale: DemoBlogPost["locale"], posts: DemoPostSource[]): DemoBlogPost[] {
  return posts.map(({ content, ...post }) => ({
    ...post,
    updatedAt: post.updatedAt ?? post.createdAt,
    content: content.join("\n"),
    locale,
  }));
}

export const demoBlogPosts: DemoBlogPost[] = [
  // Spanish (its own module: ./demo-posts-es.server.ts)
  ...postsIn("es", demoPostsSpanish),
  // English
  ...postsIn("en", [
    {
      title: "Your Annual Checkup: What to Expect and Why It Matters",
      slug: "annual-checkup-what-to-expect",
      imageUrl: "/images/articles/annual-checkup.svg",
      excerpt:
        "A yearly checkup is one of the simplest ways to catch problems early. Here is what happens during the visit and how to make the most of it.",
      content: [
        "<p>Many people only see a clinician when something hurts. An annual checkup flips that around: it is a calm moment to review your health, update your vaccines and spot small changes before they turn into bigger problems.</p>",
        "<h2>What usually happens during the visit</h2>",
        "<ul><li>A review of your medical history, medications and family history.</li><li>Blood pressure, weight and other vital signs.</li><li>Screenings recommended for your age and risk, such as cholesterol or blood sugar tests.</li><li>A check on your vaccines, including the yearly flu shot.</li></ul>",
        "<h2>How to prepare</h2>",
        "<p>Bring a list of your medications and supplements, and write down your questions before you arrive. If you recently moved from another country, bring any vaccine records or test results you have, even if they are in another language.</p>",
        "<p><strong>Every person is different.</strong> Talk with your clinician about which screenings make sense for you and how often you should come back.</p>",
      ],
      category: "prevention",
      author: "Helena Duarte",
      featured: true,
      published: true,
      createdAt: new Date("2026-01-14T14:00:00Z"),
    },
    {
      title: "Five Small Habits to Manage Everyday Stress",
      slug: "small-habits-to-manage-everyday-stress",
      imageUrl: "/images/articles/everyday-stress.svg",
      excerpt:
        "Stress is part of life, but it does not have to run it. These simple habits can help you feel more in control.",
      content: [
        "<p>Work, family, bills and traffic on I-4: stress can come from everywhere. A little stress is normal, but when it lasts for weeks it can affect your sleep, mood, appetite and even your blood pressure.</p>",
        "<h2>Habits that help</h2>",
        "<ul><li><strong>Move every day:</strong> a 20-minute walk counts.</li><li><strong>Protect your sleep:</strong> keep a regular bedtime and put screens away before bed.</li><li><strong>Breathe on purpose:</strong> try slow, deep breathing for two minutes when you feel tense.</li><li><strong>Stay connected:</strong> call a friend or relative; even a short chat helps.</li><li><strong>Go easy on alcohol and caffeine,</strong> especially in the afternoon and evening.</li></ul>",
        "<h3>When to ask for help</h3>",
        "<p>If you feel sad, anxious or overwhelmed most days for more than two weeks, or stress is getting in the way of work or relationships, talk with a clinician. You do not have to handle it alone. If you ever have thoughts of harming yourself, call or text 988 right away.</p>",
      ],
      category: "mental-health",
      author: "Marisol Vega",
      featured: false,
      published: true,
      createdAt: new Date("2026-03-03T14:00:00Z"),
    },
    {
      title: "Staying Hydrated in the Orlando Heat",
      slug: "staying-hydrated-in-the-orlando-heat",
      imageUrl: "/images/articles/staying-hydrated.svg",
      excerpt:
        "Theme parks, pool days and Florida summers mean you lose more water than you think. Here is how to stay ahead of dehydration.",
      content: [
        "<p>Between the sun, the humidity and long days walking around the parks, it is easy to get dehydrated in Central Florida, for locals and visitors alike.</p>",
        "<h2>Simple ways to drink enough</h2>",
        "<ul><li>Carry a refillable water bottle and sip throughout the day, not only when you feel thirsty.</li><li>Eat water-rich foods such as watermelon, oranges, cucumbers and tomatoes.</li><li>Go easy on sugary sodas and alcohol, which do not hydrate you well.</li><li>Take breaks in the shade or in air conditioning during the hottest hours.</li></ul>",
        "<h3>Warning signs to watch for</h3>",
        "<p>Dark urine, headache, dizziness, muscle cramps and unusual tiredness can be signs of dehydration or heat exhaustion. Children and older adults are at higher risk.</p>",
        "<p>If symptoms do not improve after resting and drinking fluids, or if you have a health condition that limits how much you can drink, <strong>talk with a clinician</strong>. Confusion, fainting or a very high body temperature need emergency care: call 911.</p>",
      ],
      category: "nutrition",
      author: "Camila Rocha",
      featured: false,
      published: true,
      createdAt: new Date("2026-05-12T14:00:00Z"),
      updatedAt: new Date("2026-06-02T10:30:00Z"),
    },
    {
      title: "Living Well with High Blood Pressure",
      slug: "living-well-with-high-blood-pressure",
      imageUrl: "/images/articles/blood-pressure.svg",
      excerpt:
        "High blood pressure often has no symptoms, but everyday choices make a real difference. Learn the basics of keeping it in check.",
      content: [
        "<p>High blood pressure, or hypertension, is often called a silent condition because many people feel fine while it slowly strains the heart, brain and kidneys. The good news is that it can usually be managed well with regular care.</p>",
        "<h2>Everyday steps that help</h2>",
        "<ul><li>Cut back on salt; processed foods, fast food and canned soups are common sources.</li><li>Fill half your plate with vegetables and fruit.</li><li>Aim for about 150 minutes of moderate activity per week.</li><li>Limit alcohol and avoid tobacco.</li><li>Take your medications exactly as prescribed, even when you feel well.</li></ul>",
        "<h3>Know your numbers</h3>",
        "<p>A home blood pressure monitor can help you and your care team see how you are doing between visits. Measure at the same time each day, seated and rested, and keep a simple log.</p>",
        "<p><em>Never stop or change a medication on your own.</em> Talk with your clinician about your target numbers and how often to check in.</p>",
      ],
      category: "chronic-conditions",
      author: "Jake Whitfield",
      featured: false,
      published: true,
      createdAt: new Date("2026-07-08T14:00:00Z"),
    },
    {
      title: "Women's Health Screenings: A Simple Guide by Age",
      slug: "womens-health-screenings-by-age",
      imageUrl: "/images/articles/womens-health-screenings.svg",
      excerpt:
        "Which screenings do women need, and when? A quick overview to bring to your next visit.",
      content: [
        "<p>Screenings help find health issues early, often before there are any symptoms. The right schedule depends on your age, family history and personal risk.</p>",
        "<h2>Common screenings to discuss</h2>",
        "<ul><li><strong>Cervical cancer screening</strong> (Pap and/or HPV test), usually starting at age 21.</li><li><strong>Breast cancer screening</strong> with mammograms, usually starting around age 40.</li><li><strong>Blood pressure, cholesterol and blood sugar</strong> checks throughout adulthood.</li><li><strong>Bone density testing</strong>, usually from age 65, or earlier after menopause if you have risk factors.</li></ul>",
        "<h3>Bring your history</h3>",
        "<p>If you have had exams in another country, bring the results or at least the dates. They help your clinician decide what you need now and avoid repeating tests unnecessarily.</p>",
        "<p>Recommendations change over time and every woman is different, so <strong>talk with your clinician</strong> about the screening plan that fits you.</p>",
      ],
      category: "womens-health",
      author: "Marisol Vega",
      featured: false,
      published: false,
      createdAt: new Date("2026-09-22T14:00:00Z"),
    },
  ]),

  // Português (Brasil)
  ...postsIn("pt-BR", [
    {
      title: "Recém-chegado a Orlando? Como cuidar da sua saúde nos primeiros meses",
      slug: "recem-chegado-a-orlando-cuidados-com-a-saude",
      imageUrl: "/images/articles/newcomers-health.svg",
      excerpt:
        "Mudar de país mexe com tudo, inclusive com a saúde. Veja como se organizar para não ficar perdido quando precisar de atendimento.",
      content: [
        "<p>Quem chega aos Estados Unidos costuma deixar a saúde para depois: primeiro vêm a casa, o trabalho e a escola das crianças. Só que é justamente nessa fase, com tanta mudança e estresse, que vale a pena se organizar.</p>",
        "<h2>O que fazer logo nos primeiros meses</h2>",
        "<ul><li>Reúna sua carteira de vacinação e os resultados dos exames recentes feitos no Brasil.</li><li>Faça uma lista dos remédios que você usa com o nome do princípio ativo, porque as marcas aqui costumam ser outras.</li><li>Descubra onde fica a clínica sem hora marcada mais perto de você e quando procurar o pronto-socorro.</li><li>Marque um check-up para ter um ponto de partida com um profissional daqui.</li></ul>",
        "<h3>Clínica ou pronto-socorro?</h3>",
        "<p>Febre, dor de garganta, pequenos cortes e torções geralmente podem ser atendidos numa clínica sem hora marcada, com menos espera e custo menor. Dor no peito, falta de ar intensa ou sinais de AVC são emergência: ligue para o 911.</p>",
        "<p><strong>Cada caso é um caso.</strong> Converse com um profissional de saúde sobre os exames e as vacinas de que você precisa agora.</p>",
      ],
      category: "prevention",
      author: "Helena Duarte",
      featured: true,
      published: true,
      createdAt: new Date("2026-02-10T14:00:00Z"),
    },
    {
      title: "Comer bem longe de casa: o arroz com feijão também mora em Orlando",
      slug: "comer-bem-longe-de-casa",
      imageUrl: "/images/articles/eating-well.svg",
      excerpt:
        "Fast food barato e porções gigantes são uma armadilha para quem acabou de chegar. Dá para manter os bons hábitos do Brasil com algumas adaptações.",
      content: [
        "<p>Muitos brasileiros percebem que ganham peso nos primeiros anos nos Estados Unidos. A rotina corrida, as porções maiores e a facilidade do drive-thru pesam, literalmente.</p>",
        "<h2>Dicas para manter o prato equilibrado</h2>",
        "<ul><li>Mantenha o básico: arroz, feijão, salada e uma proteína continuam sendo uma ótima combinação.</li><li>Encha metade do prato com legumes e verduras.</li><li>Leia os rótulos: muitos pães, molhos e cereais daqui têm bastante açúcar.</li><li>Troque refrigerante e suco de caixinha por água, chá gelado sem açúcar ou água saborizada com frutas.</li><li>Cozinhe mais no fim de semana e congele marmitas para os dias corridos.</li></ul>",
        "<h3>E quando bate a saudade?</h3>",
        "<p>Pão de queijo, brigadeiro e coxinha podem continuar fazendo parte da sua vida, com moderação. Comida também é afeto e não precisa ser proibida.</p>",
        "<p>Se você tem diabetes, pressão alta ou quer emagrecer com segurança, <strong>converse com um profissional de saúde</strong> antes de fazer grandes mudanças na alimentação.</p>",
      ],
      category: "nutrition",
      author: "Camila Rocha",
      featured: false,
      published: true,
      createdAt: new Date("2026-04-07T14:00:00Z"),
      updatedAt: new Date("2026-04-21T18:05:00Z"),
    },
    {
      title: "Saudade e saúde mental: como cuidar das emoções depois da mudança",
      slug: "saudade-e-saude-mental",
      imageUrl: "/images/articles/saudade-and-wellbeing.svg",
      excerpt:
        "Sentir falta de casa é normal, mas às vezes a tristeza fica pesada demais. Saiba reconhecer os sinais e onde buscar apoio.",
      content: [
        "<p>Mudar de país é uma aventura, mas também é um pouco de luto: a gente se despede da família, dos amigos, do idioma e até do cheirinho do café da padaria. Sentir saudade faz parte do processo.</p>",
        "<h2>Pequenas atitudes que ajudam</h2>",
        "<ul><li>Mantenha contato com quem ficou no Brasil, mas invista também em novas amizades por aqui.</li><li>Procure grupos da comunidade brasileira, igrejas, associações ou atividades esportivas.</li><li>Tenha uma rotina de sono, alimentação e atividade física.</li><li>Reserve um tempo para o que dá prazer, como música, cozinha ou um passeio ao ar livre.</li></ul>",
        "<h3>Quando a saudade vira algo mais</h3>",
        "<p>Se a tristeza, a ansiedade ou o desânimo durarem mais de duas semanas, atrapalharem o trabalho ou o sono, ou se você perder o interesse pelo que gostava de fazer, é hora de <strong>conversar com um profissional de saúde</strong>. Pedir ajuda é sinal de cuidado, não de fraqueza.</p>",
        "<p><em>Se tiver pensamentos de se machucar, ligue ou mande mensagem para o 988, a linha de apoio em crises dos Estados Unidos.</em></p>",
      ],
      category: "mental-health",
      author: "Helena Duarte",
      featured: false,
      published: true,
      createdAt: new Date("2026-06-16T14:00:00Z"),
    },
    {
      title: "Diabetes tipo 2: pequenos hábitos que fazem uma grande diferença",
      slug: "diabetes-tipo-2-pequenos-habitos",
      imageUrl: "/images/articles/type-2-diabetes.svg",
      excerpt:
        "O diabetes tipo 2 pode ser controlado no dia a dia com acompanhamento e escolhas simples. Veja por onde começar.",
      content: [
        "<p>O diabetes tipo 2 é uma condição crônica em que o corpo tem dificuldade para usar a glicose do sangue. Com acompanhamento regular e mudanças no estilo de vida, muita gente consegue manter a glicemia sob controle e reduzir o risco de complicações.</p>",
        "<h2>Hábitos que ajudam no controle</h2>",
        "<ul><li>Prefira alimentos integrais, legumes, verduras e feijões.</li><li>Diminua os doces, os refrigerantes e a farinha branca.</li><li>Caminhe depois das refeições; 10 a 15 minutos já ajudam.</li><li>Tome os remédios nos horários certos, mesmo quando estiver se sentindo bem.</li><li>Cuide dos pés: observe se há feridas, bolhas ou mudanças na pele.</li></ul>",
        "<h3>Exames de acompanhamento</h3>",
        "<p>A hemoglobina glicada (A1C), a pressão arterial, o colesterol e os exames dos rins e dos olhos mostram como você está. A frequência depende de cada caso.</p>",
        "<p><strong>Não mude nem suspenda remédios por conta própria.</strong> Converse com um profissional de saúde para montar um plano que funcione para você.</p>",
      ],
      category: "chronic-conditions",
      author: "Camila Rocha",
      featured: false,
      published: true,
      createdAt: new Date("2026-08-19T14:00:00Z"),
    },
    {
      title: "Saúde da mulher: os exames preventivos que não podem ficar para depois",
      slug: "saude-da-mulher-exames-preventivos",
      imageUrl: "/images/articles/womens-health-screenings.svg",
      excerpt:
        "O Outubro Rosa é um bom lembrete para colocar os exames em dia. Veja quais exames preventivos vale a pena conversar com seu médico.",
      content: [
        "<p>No Outubro Rosa, fala-se muito sobre a prevenção do câncer de mama. É uma ótima oportunidade para rever também outros cuidados com a saúde da mulher, que muitas vezes ficam em segundo plano na correria do dia a dia.</p>",
        "<h2>Exames para colocar na sua lista</h2>",
        "<ul><li><strong>Papanicolau e/ou teste de HPV</strong>, para o rastreamento do câncer do colo do útero.</li><li><strong>Mamografia</strong>, geralmente a partir dos 40 anos, segundo as recomendações americanas.</li><li><strong>Pressão arterial, colesterol e glicemia</strong>, em todas as fases da vida adulta.</li><li><strong>Densitometria óssea</strong>, em geral a partir dos 65 anos, ou antes, depois da menopausa, se houver fatores de risco.</li></ul>",
        "<h3>Trouxe exames do Brasil?</h3>",
        "<p>Leve para a consulta os resultados ou pelo menos as datas dos últimos exames. Mesmo em português, eles ajudam a definir o que precisa ser feito agora e evitam repetições desnecessárias.</p>",
        "<p>As recomendações variam conforme a idade, o histórico familiar e o risco de cada mulher. <strong>Converse com seu médico ou sua médica</strong> sobre o calendário de exames ideal para você.</p>",
      ],
      category: "womens-health",
      author: "Helena Duarte",
      featured: false,
      published: false,
      createdAt: new Date("2026-10-06T14:00:00Z"),
    },
  ]),
];

/**
 * Demo posts that are versions of one article (the slug of the first, then of its
 * translation): the women's screening guide, adapted for Brazilian readers.
 */
export const demoPostTranslations: ReadonlyArray<readonly [string, string]> = [
  ["womens-health-screenings-by-age", "saude-da-mulher-exames-preventivos"],
  ...demoPostTranslationsSpanish,
];
