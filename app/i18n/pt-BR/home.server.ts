import type { HomeMessages } from "~/i18n/en/home.server";
import type { Translation } from "~/i18n/types";

/** Português do Brasil: a página inicial. */
export const home: Translation<HomeMessages> = {
  hero: {
    eyebrow: "Atendimento sem hora marcada em Orlando",
    title: "Saúde de qualidade, sem precisar agendar",
    subtitle:
      "Venha {openDays} para check-ups, consultas, exames e muito mais, com planos VIP que cabem no seu bolso e uma equipe que fala português, inglês e espanhol.",
    primaryCta: "Nossos Serviços",
    secondaryCta: "Fale Conosco",
    scrollDown: "Role para baixo para saber mais",
  },
  tiles: {
    heading: "Cuidado em todas as fases da vida",
    subtitle: "Algumas das formas como ajudamos pacientes e famílias todos os dias.",
    items: [
      {
        title: "Controle de Peso",
        text: "Um plano feito para você, com acompanhamento médico, orientação alimentar e metas realistas.",
      },
      {
        title: "Serviços para Imigração",
        text: "Exames médicos e comprovantes de vacinação para o seu processo de imigração, explicados no seu idioma.",
      },
      {
        title: "Soroterapia",
        text: "Hidratação e vitaminas na veia, aplicadas pela nossa equipe de enfermagem depois de uma avaliação clínica.",
      },
      {
        title: "Saúde do Idoso",
        text: "Consultas sem pressa, revisão de medicamentos e cuidados preventivos para quem está na melhor idade.",
      },
    ],
    linkLabel: "Saiba mais",
  },
  whyChoose: {
    heading: "Por que escolher a {name}?",
    subtitle: "Um atendimento que cabe na sua rotina, no seu bolso e fala a sua língua.",
    points: [
      {
        title: "Sem hora marcada",
        text: "É só chegar, {hours}. Se preferir, ligue antes e combine um horário.",
      },
      {
        title: "Uma equipe que fala a sua língua",
        text: "Nossa equipe fala português, inglês e espanhol, então você explica o que está sentindo e entende cada etapa do seu atendimento.",
      },
      {
        title: "Planos acessíveis",
        text: "Planos VIP individuais, familiares e para a melhor idade, com mensalidade clara e sem cobranças surpresa.",
      },
      {
        title: "Tudo em um só lugar",
        text: "Consultas, check-ups, exames laboratoriais, eletrocardiograma e mais no mesmo endereço, para você não perder tempo indo de um lugar para outro.",
      },
    ],
  },
  featured: {
    heading: "Serviços em Destaque",
    subtitle: "Os serviços mais procurados pelos nossos pacientes.",
    learnMore: "Saiba mais",
    items: {
      membership: {
        title: "Plano VIP",
        text: "Check-ups, consultas e retornos por uma mensalidade fixa, para você ou para toda a família.",
      },
      checkup: {
        title: "Check-up Completo",
        text: "Uma avaliação completa da sua saúde, com exames laboratoriais e uma explicação clara dos resultados.",
      },
      consultation: {
        title: "Consulta Médica",
        text: "Fale com um profissional sobre um sintoma novo, uma condição que você já acompanha ou qualquer dúvida sobre a sua saúde.",
      },
    },
  },
  testimonials: {
    heading: "O que dizem nossos pacientes",
    subtitle: "Histórias de quem confia na gente para cuidar da saúde.",
  },
  reviews: {
    text: "Sua opinião ajuda outras famílias a encontrar um bom atendimento. Conte como foi a sua visita.",
    view: "Ver nossas avaliações",
    write: "Deixar uma avaliação",
  },
  videos: {
    heading: "Conheça a gente",
    subtitle: "Dê uma olhada na nossa clínica e conheça quem vai cuidar de você.",
  },
  cta: {
    title: "Vamos cuidar da sua saúde?",
    text: "Mande uma mensagem, ligue ou simplesmente venha até nós. Estamos aqui {openDays}.",
    button: "Fale Conosco",
  },
};
