import type { AboutUsTextSection } from "./about-us";

/**
 * The About Us page's built-in Spanish (Latin American) copy, to become the `es` entry of
 * aboutUsDefaults once Spanish is one of the site's locales.
 */
export const aboutUsDefaultsSpanish: Record<AboutUsTextSection, string> = {
  header_title: "Sobre VIP Walk-In Clinic",
  header_subtitle:
    "Atención sin cita previa y con un trato cercano para quienes viven en Orlando, quienes están de visita y la comunidad brasileña, en inglés, español y portugués.",

  mission_title: "Nuestra misión y visión",
  mission_paragraph1:
    "Nuestra misión es que la atención primaria de calidad esté a su alcance de forma sencilla. Venga cuando nos necesite, lo atenderá un profesional de la salud que se toma el tiempo de escucharlo, y saldrá con un plan claro. Sin semanas de espera para una cita y sin papeleo confuso.",
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
  values_subtitle: "Los principios detrás de cada visita, desde la recepción hasta el consultorio.",
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
    "Seguimos las guías clínicas actuales, seguimos aprendiendo y nos exigimos altos estándares. La calidad y la seguridad son lo primero en todo lo que hacemos.",

  quote_text:
    "La buena medicina empieza por escuchar. Cuando las personas se sienten escuchadas y bienvenidas, regresan antes de que los problemas pequeños se vuelvan grandes, y ahí es donde ocurre la verdadera atención.",
  quote_attribution: "Dra. Helena Duarte, fundadora y directora médica",

  cta_title: "¿Quiere conocernos?",
  cta_subtitle:
    "Visítenos hoy sin cita previa o comuníquese con nosotros para conocer nuestros planes de membresía. Con gusto lo atendemos en inglés, español y portugués.",
  cta_button_text: "Contáctenos",
  cta_button_link: "/es/contact",
};
