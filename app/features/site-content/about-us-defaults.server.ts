import type { Locale } from "~/i18n/locales";
import type { AboutUsTextSection } from "./about-us";

/** Built-in About Us copy; the page falls back to it when a page_content row is missing or empty. The seed also writes it. */
export const aboutUsDefaults: Record<Locale, Record<AboutUsTextSection, string>> = {
  en: {
    header_title: "About VIP Walk-In Clinic",
    header_subtitle:
      "Walk-in care with a personal touch for Orlando locals, visitors, and the Brazilian and Latino communities, in English, Portuguese and Spanish.",

    mission_title: "Our Mission and Vision",
    mission_paragraph1:
      "Our mission is to make quality primary care simple to reach. Walk in when you need us, see a clinician who takes the time to listen, and leave with a clear plan. No weeks of waiting for an appointment and no confusing paperwork.",
    mission_paragraph2:
      "Our vision is a clinic that feels like a family doctor's office, whether you have lived in Orlando for decades, arrived last month or are here on vacation. Through affordable memberships, we want preventive care and follow-up visits to be part of everyday life, not something people put off until it becomes an emergency.",

    story_title: "Our Story",
    story_subtitle:
      "How a family doctor from Brazil built a clinic for everyone who calls Orlando home, even if only for a week.",
    story_bio_title: "Meet Dr. Helena Duarte, Our Founder",
    story_bio_paragraph1:
      "Dr. Helena Duarte grew up in Belo Horizonte, Brazil, where her grandmother ran a small pharmacy on the corner of their street. Watching neighbors stop by for advice as often as for medicine, she learned early that good care starts with a conversation.",
    story_bio_paragraph2:
      "She trained as a family physician and spent her first years of practice in community clinics, caring for whole families, from newborns to great-grandparents. That work taught her that most health problems are easier to handle when someone notices them early and explains them in plain language.",
    story_bio_paragraph3:
      "When her family moved to Orlando, Helena saw the same story repeat itself among her new neighbors. Brazilian immigrants put off care because they were unsure where to go or worried about not being understood, and tourists ended up in crowded emergency rooms for problems a walk-in visit could have handled.",
    story_bio_paragraph4:
      "After earning her license to practice in the United States and spending several years in local urgent care, she decided to build the clinic she wished had existed when she arrived. VIP Walk-In Clinic opened with a simple promise: walk in, be welcomed in English or Portuguese, and be treated like a person, not a case number.",
    story_bio_paragraph5:
      "The membership model came from listening to patients. Many told her they wanted a doctor they could keep coming back to without worrying about surprise bills, so the clinic created plans that make routine visits, checkups and follow-ups predictable and affordable.",
    story_bio_paragraph6:
      "Today Helena still sees patients every week and leads a bilingual team that shares her belief in warm, unhurried care. She likes to say the clinic is her grandmother's pharmacy counter, all grown up: a place where people come for help and leave feeling a little lighter.",

    values_title: "Our Values",
    values_subtitle: "The principles behind every visit, from the front desk to the exam room.",
    values_health_title: "Health",
    values_health_description:
      "We focus on keeping you well, not only on treating you when you are sick. Prevention, screenings and practical guidance are part of every visit.",
    values_care_title: "Care",
    values_care_description:
      "We take the time to listen, explain and follow up. Every question deserves an answer you can understand.",
    values_humanized_title: "Humanized",
    values_humanized_description:
      "You are a person with a story, not a case number. We respect your culture, your language and your choices about your own health.",
    values_family_title: "Family-Oriented",
    values_family_description:
      "We care for children, parents and grandparents alike, and we welcome families who want to be seen together. Your loved ones are part of your health.",
    values_humor_title: "Good-Humored",
    values_humor_description:
      "A friendly smile and a little lightness make a visit to the doctor easier. We keep the atmosphere warm, relaxed and welcoming.",
    values_excellence_title: "Excellence",
    values_excellence_description:
      "We follow current clinical guidelines, keep learning and hold ourselves to high standards. Quality and safety come first in everything we do.",

    quote_text:
      "Good medicine begins with listening. When people feel heard and welcome, they come back before small problems become big ones, and that is where real care happens.",
    quote_attribution: "Dr. Helena Duarte, Founder and Medical Director",

    cta_title: "Ready to Meet Us?",
    cta_subtitle:
      "Walk in today or get in touch to learn about our membership plans. We are happy to help in English, Portuguese or Spanish.",
    cta_button_text: "Contact Us",
    cta_button_link: "/contact",
  },
  "pt-BR": {
    header_title: "Sobre a VIP Walk-In Clinic",
    header_subtitle:
      "Atendimento sem hora marcada, com carinho e em português, para quem mora em Orlando, para quem está de passagem e para a comunidade brasileira.",

    mission_title: "Nossa missão e visão",
    mission_paragraph1:
      "Nossa missão é tornar o cuidado com a saúde fácil de alcançar. Você chega quando precisar, é atendido por um profissional que tem tempo para ouvir e sai com um plano claro. Nada de esperar semanas por uma consulta ou de se perder em papelada.",
    mission_paragraph2:
      "Sonhamos com uma clínica com jeito de médico de família, seja para quem vive em Orlando há anos, para quem acabou de chegar ou para quem está aqui de férias. Com planos de assinatura acessíveis, queremos que a prevenção e o acompanhamento façam parte da rotina, em vez de ficarem para depois até virarem uma emergência.",

    story_title: "Nossa história",
    story_subtitle:
      "Como uma médica de família brasileira criou uma clínica para todos que chamam Orlando de casa, nem que seja por uma semana.",
    story_bio_title: "Conheça a Dra. Helena Duarte, nossa fundadora",
    story_bio_paragraph1:
      "A Dra. Helena Duarte cresceu em Belo Horizonte, onde a avó tinha uma pequena farmácia na esquina de casa. Vendo os vizinhos passarem por lá tanto para pedir um conselho quanto para comprar remédio, ela aprendeu cedo que o bom cuidado começa com uma boa conversa.",
    story_bio_paragraph2:
      "Especializou-se em medicina de família e comunidade e passou os primeiros anos de carreira em postos de saúde, cuidando de famílias inteiras, do recém-nascido ao bisavô. Foi ali que percebeu que a maioria dos problemas de saúde fica mais fácil de resolver quando alguém os nota cedo e explica tudo de um jeito simples.",
    story_bio_paragraph3:
      "Quando a família se mudou para Orlando, Helena viu a mesma história se repetir entre os novos vizinhos. Muitos brasileiros adiavam os cuidados com a saúde por não saber aonde ir ou por medo de não serem entendidos, e muitos turistas acabavam em prontos-socorros lotados por problemas que uma consulta sem hora marcada teria resolvido.",
    story_bio_paragraph4:
      "Depois de obter a licença para exercer a medicina nos Estados Unidos e trabalhar alguns anos em clínicas de urgência da região, ela decidiu criar a clínica que gostaria de ter encontrado quando chegou. Assim nasceu a VIP Walk-In Clinic, com uma promessa simples: você entra, é recebido em português ou em inglês e é tratado como gente, e não como um número de prontuário.",
    story_bio_paragraph5:
      "O modelo de assinatura surgiu de ouvir os pacientes. Muitos diziam que queriam um médico a quem pudessem voltar sempre, sem medo de contas inesperadas. Por isso a clínica criou planos que tornam as consultas de rotina, os check-ups e os retornos previsíveis e com preço justo.",
    story_bio_paragraph6:
      "Hoje a Helena continua atendendo toda semana e lidera uma equipe bilíngue que acredita, como ela, em um atendimento acolhedor e sem pressa. Ela gosta de dizer que a clínica é o balcão da farmácia da avó, só que crescido: um lugar onde as pessoas chegam pedindo ajuda e saem se sentindo um pouco mais leves.",

    values_title: "Nossos valores",
    values_subtitle: "Os princípios que guiam cada atendimento, da recepção ao consultório.",
    values_health_title: "Saúde",
    values_health_description:
      "Nosso foco é manter você bem, e não apenas tratar quando algo dá errado. Prevenção, exames e orientações práticas fazem parte de toda consulta.",
    values_care_title: "Cuidado",
    values_care_description:
      "Temos tempo para ouvir, explicar e acompanhar você. Toda pergunta merece uma resposta que dê para entender.",
    values_humanized_title: "Atendimento humanizado",
    values_humanized_description:
      "Você é uma pessoa com uma história, não um número. Respeitamos sua cultura, seu idioma e suas escolhas sobre a própria saúde.",
    values_family_title: "Foco na família",
    values_family_description:
      "Cuidamos de crianças, pais e avós, e recebemos de braços abertos as famílias que querem ser atendidas juntas. Quem você ama também faz parte da sua saúde.",
    values_humor_title: "Bom humor",
    values_humor_description:
      "Um sorriso e um pouco de leveza deixam a ida ao médico bem mais tranquila. Aqui o clima é acolhedor, descontraído e sem formalidade demais.",
    values_excellence_title: "Excelência",
    values_excellence_description:
      "Seguimos as diretrizes clínicas atuais, estamos sempre aprendendo e mantemos um padrão alto em tudo o que fazemos. Qualidade e segurança vêm em primeiro lugar.",

    quote_text:
      "A boa medicina começa pela escuta. Quando a pessoa se sente ouvida e bem-vinda, ela volta antes que um probleminha vire um problemão, e é aí que o cuidado de verdade acontece.",
    quote_attribution: "Dra. Helena Duarte, fundadora e diretora médica",

    cta_title: "Vamos nos conhecer?",
    cta_subtitle:
      "Venha sem hora marcada ou fale com a gente para conhecer nossos planos de assinatura. Atendemos em português, inglês e espanhol.",
    cta_button_text: "Fale conosco",
    cta_button_link: "/pt/contact",
  },
  es: {
    header_title: "Sobre VIP Walk-In Clinic",
    header_subtitle:
      "Atención sin cita previa y con un trato cercano para quienes viven en Orlando, quienes están de visita y las comunidades latina y brasileña, en inglés, español y portugués.",

    mission_title: "Nuestra misión y visión",
    mission_paragraph1:
      "Nuestra misión es que la atención primaria de calidad esté a su alcance de forma sencilla. Venga cuando nos necesite: lo atenderá un profesional de la salud que se toma el tiempo de escucharlo, y saldrá con un plan claro. Sin semanas de espera para una cita y sin papeleo confuso.",
    mission_paragraph2:
      "Nuestra visión es una clínica que se sienta como el consultorio de un médico de familia, ya sea que usted viva en Orlando desde hace décadas, haya llegado el mes pasado o esté aquí de vacaciones. Con membresías accesibles, queremos que la prevención y las visitas de seguimiento formen parte de la vida diaria, y no algo que se deja para después hasta que se convierte en una emergencia.",

    story_title: "Nuestra historia",
    story_subtitle:
      "Cómo una médica de familia de Brasil creó una clínica para todos los que consideran a Orlando su hogar, aunque sea por una semana.",
    story_bio_title: "Conozca a la Dra. Helena Duarte, nuestra fundadora",
    story_bio_paragraph1:
      "La Dra. Helena Duarte creció en Belo Horizonte, Brasil, donde su abuela tenía una pequeña farmacia en la esquina de su calle. Al ver que los vecinos pasaban tanto a pedir un consejo como a comprar medicinas, aprendió desde muy joven que la buena atención empieza con una conversación.",
    story_bio_paragraph2:
      "Se formó como médica de familia y pasó sus primeros años de práctica en clínicas comunitarias, atendiendo a familias enteras, desde recién nacidos hasta bisabuelos. Ese trabajo le enseñó que la mayoría de los problemas de salud son más fáciles de manejar cuando alguien los detecta a tiempo y los explica con palabras sencillas.",
    story_bio_paragraph3:
      "Cuando su familia se mudó a Orlando, Helena vio la misma historia repetirse entre sus nuevos vecinos. Los inmigrantes brasileños posponían su atención médica porque no sabían adónde ir o temían no ser entendidos, y los turistas terminaban en salas de emergencia llenas por problemas que una visita sin cita previa habría podido resolver.",
    story_bio_paragraph4:
      "Después de obtener su licencia para ejercer la medicina en los Estados Unidos y trabajar varios años en centros de atención de urgencias de la zona, decidió crear la clínica que le hubiera gustado encontrar cuando llegó. VIP Walk-In Clinic abrió sus puertas con una promesa sencilla: usted llega, lo reciben en inglés, español o portugués y lo tratan como a una persona, no como a un número de expediente.",
    story_bio_paragraph5:
      "El modelo de membresía nació de escuchar a los pacientes. Muchos le decían que querían un médico al que pudieran volver siempre, sin preocuparse por facturas inesperadas. Por eso la clínica creó planes que hacen que las visitas de rutina, los chequeos médicos y las visitas de seguimiento sean previsibles y accesibles.",
    story_bio_paragraph6:
      "Hoy Helena sigue atendiendo pacientes todas las semanas y dirige un equipo bilingüe que comparte su convicción de brindar una atención cálida y sin prisas. Le gusta decir que la clínica es el mostrador de la farmacia de su abuela, pero en grande: un lugar adonde la gente llega a pedir ayuda y de donde sale sintiéndose un poco más ligera.",

    values_title: "Nuestros valores",
    values_subtitle:
      "Los principios detrás de cada visita, desde la recepción hasta el consultorio.",
    values_health_title: "Salud",
    values_health_description:
      "Nos enfocamos en mantenerlo sano, no solo en tratarlo cuando se enferma. La prevención, las pruebas de detección y los consejos prácticos forman parte de cada visita.",
    values_care_title: "Cuidado",
    values_care_description:
      "Nos tomamos el tiempo de escuchar, explicar y dar seguimiento. Cada pregunta merece una respuesta que usted pueda entender.",
    values_humanized_title: "Trato humano",
    values_humanized_description:
      "Usted es una persona con una historia, no un número de expediente. Respetamos su cultura, su idioma y sus decisiones sobre su propia salud.",
    values_family_title: "Enfoque familiar",
    values_family_description:
      "Atendemos por igual a niños, padres y abuelos, y recibimos con gusto a las familias que quieren ser atendidas juntas. Sus seres queridos también forman parte de su salud.",
    values_humor_title: "Buen humor",
    values_humor_description:
      "Una sonrisa amable y un poco de alegría hacen más fácil la visita al médico. Mantenemos un ambiente cálido, relajado y acogedor.",
    values_excellence_title: "Excelencia",
    values_excellence_description:
      "Aplicamos las guías clínicas actuales, seguimos aprendiendo y nos exigimos altos estándares. La calidad y la seguridad son lo primero en todo lo que hacemos.",

    quote_text:
      "La buena medicina empieza por escuchar. Cuando las personas se sienten escuchadas y bienvenidas, regresan antes de que los problemas pequeños se vuelvan grandes, y ahí es donde ocurre la verdadera atención.",
    quote_attribution: "Dra. Helena Duarte, fundadora y directora médica",

    cta_title: "¿Quiere conocernos?",
    cta_subtitle:
      "Visítenos hoy sin cita previa o comuníquese con nosotros para conocer nuestros planes de membresía. Con gusto lo atendemos en inglés, español y portugués.",
    cta_button_text: "Contáctenos",
    cta_button_link: "/es/contact",
  },
};
