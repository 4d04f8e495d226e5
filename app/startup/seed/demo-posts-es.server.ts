import type { DemoPostSource } from "./demo-post-types";

/**
 * The Spanish (Latin American) versions of the demo articles: the four English posts
 * published, translated closely, and the women's screening guide (a draft, as in English and
 * Portuguese). Each shares its English version's illustration; the published ones, its dates.
 */
export const demoPostsSpanish: DemoPostSource[] = [
  {
    title: "Su chequeo médico anual: qué esperar y por qué es importante",
    slug: "chequeo-medico-anual-que-esperar",
    imageUrl: "/images/articles/annual-checkup.svg",
    excerpt:
      "El chequeo médico anual es una de las formas más sencillas de detectar problemas a tiempo. Esto es lo que pasa durante la consulta y cómo aprovecharla al máximo.",
    content: [
      "<p>Mucha gente solo va al médico cuando algo le duele. El chequeo médico anual cambia eso: es un momento tranquilo para revisar su salud, poner al día sus vacunas y detectar pequeños cambios antes de que se conviertan en problemas mayores.</p>",
      "<h2>Qué suele pasar durante la consulta</h2>",
      "<ul><li>Un repaso de su historia médica, sus medicamentos y sus antecedentes familiares.</li><li>La presión arterial, el peso y otros signos vitales.</li><li>Los exámenes preventivos recomendados para su edad y sus riesgos, como los análisis de colesterol o de azúcar en la sangre.</li><li>Una revisión de sus vacunas, incluida la vacuna anual contra la influenza.</li></ul>",
      "<h2>Cómo prepararse</h2>",
      "<p>Traiga una lista de sus medicamentos y suplementos, y anote sus preguntas antes de llegar. Si se mudó hace poco de otro país, traiga su tarjeta de vacunación y los resultados de exámenes que tenga, aunque estén en otro idioma.</p>",
      "<p><strong>Cada persona es diferente.</strong> Hable con su médico o médica sobre los exámenes preventivos que le convienen y cada cuánto debe volver.</p>",
    ],
    category: "prevention",
    author: "Helena Duarte",
    featured: true,
    published: true,
    createdAt: new Date("2026-01-14T14:00:00Z"),
  },
  {
    title: "Cinco pequeños hábitos para manejar el estrés de todos los días",
    slug: "pequenos-habitos-para-manejar-el-estres",
    imageUrl: "/images/articles/everyday-stress.svg",
    excerpt:
      "El estrés es parte de la vida, pero no tiene por qué dominarla. Estos hábitos sencillos pueden ayudarle a sentir que tiene más control.",
    content: [
      "<p>El trabajo, la familia, las cuentas y el tráfico en la I-4: el estrés puede venir de todas partes. Un poco de estrés es normal, pero cuando dura semanas puede afectar su sueño, su estado de ánimo, su apetito y hasta su presión arterial.</p>",
      "<h2>Hábitos que ayudan</h2>",
      "<ul><li><strong>Muévase todos los días:</strong> una caminata de 20 minutos cuenta.</li><li><strong>Cuide su sueño:</strong> acuéstese siempre a la misma hora y deje las pantallas a un lado antes de dormir.</li><li><strong>Respire con intención:</strong> cuando sienta tensión, intente respirar lenta y profundamente durante dos minutos.</li><li><strong>Manténgase en contacto:</strong> llame a un amigo o a un familiar; hasta una conversación corta ayuda.</li><li><strong>Modere el alcohol y la cafeína,</strong> sobre todo en la tarde y en la noche.</li></ul>",
      "<h3>Cuándo pedir ayuda</h3>",
      "<p>Si siente tristeza, ansiedad o agobio la mayoría de los días durante más de dos semanas, o si el estrés le está afectando el trabajo o sus relaciones, hable con un profesional de la salud. No tiene que enfrentarlo sin ayuda. Si en algún momento tiene pensamientos de hacerse daño, llame o envíe un mensaje de texto al 988 de inmediato.</p>",
    ],
    category: "mental-health",
    author: "Marisol Vega",
    featured: false,
    published: true,
    createdAt: new Date("2026-03-03T14:00:00Z"),
  },
  {
    title: "Cómo mantenerse hidratado con el calor de Orlando",
    slug: "mantenerse-hidratado-con-el-calor-de-orlando",
    imageUrl: "/images/articles/staying-hydrated.svg",
    excerpt:
      "Con los parques temáticos, los días de piscina y los veranos de la Florida, usted pierde más agua de lo que cree. Así puede adelantarse a la deshidratación.",
    content: [
      "<p>Entre el sol, la humedad y los días largos caminando por los parques, es fácil deshidratarse en la Florida Central, tanto para quienes viven aquí como para quienes vienen de visita.</p>",
      "<h2>Formas sencillas de tomar suficiente líquido</h2>",
      "<ul><li>Lleve una botella de agua reutilizable y tome sorbos durante todo el día, no solo cuando tenga sed.</li><li>Coma alimentos ricos en agua, como sandía, naranjas, pepinos y tomates.</li><li>Modere los refrescos azucarados y el alcohol, que no hidratan bien.</li><li>Tómese descansos a la sombra o en un lugar con aire acondicionado durante las horas de más calor.</li></ul>",
      "<h3>Señales de alerta a las que debe prestar atención</h3>",
      "<p>La orina oscura, el dolor de cabeza, el mareo, los calambres musculares y un cansancio fuera de lo normal pueden ser señales de deshidratación o de agotamiento por calor. Los niños y los adultos mayores corren más riesgo.</p>",
      "<p>Si los síntomas no mejoran después de descansar y tomar líquidos, o si tiene un problema de salud que limita la cantidad de líquido que puede tomar, <strong>hable con un profesional de la salud</strong>. La confusión, el desmayo o una temperatura corporal muy alta necesitan atención de emergencia: llame al 911.</p>",
    ],
    category: "nutrition",
    author: "Camila Rocha",
    featured: false,
    published: true,
    createdAt: new Date("2026-05-12T14:00:00Z"),
    updatedAt: new Date("2026-06-02T10:30:00Z"),
  },
  {
    title: "Cómo vivir bien con la presión arterial alta",
    slug: "vivir-bien-con-la-presion-arterial-alta",
    imageUrl: "/images/articles/blood-pressure.svg",
    excerpt:
      "La presión arterial alta muchas veces no da síntomas, pero lo que usted hace cada día marca una diferencia real. Conozca lo básico para mantenerla bajo control.",
    content: [
      "<p>A la presión arterial alta, o hipertensión, se le suele llamar una enfermedad silenciosa porque muchas personas se sienten bien mientras, poco a poco, va afectando el corazón, el cerebro y los riñones. La buena noticia es que, por lo general, se puede controlar bien con atención médica regular.</p>",
      "<h2>Pasos diarios que ayudan</h2>",
      "<ul><li>Reduzca la sal; los alimentos procesados, la comida rápida y las sopas enlatadas la tienen en abundancia.</li><li>Llene la mitad de su plato con verduras y frutas.</li><li>Trate de hacer unos 150 minutos de actividad física moderada a la semana.</li><li>Limite el alcohol y evite el tabaco.</li><li>Tome sus medicamentos exactamente como se los recetaron, aun cuando se sienta bien.</li></ul>",
      "<h3>Conozca sus números</h3>",
      "<p>Un monitor de presión arterial en casa puede ayudarle a usted y a su equipo de salud a ver cómo va entre una consulta y otra. Mídase la presión todos los días a la misma hora, después de descansar unos minutos en una silla, y anote los resultados en un registro sencillo.</p>",
      "<p><em>Nunca deje ni cambie un medicamento por su cuenta.</em> Hable con su médico o médica sobre las cifras de presión que debe alcanzar y cada cuánto debe volver a consulta.</p>",
    ],
    category: "chronic-conditions",
    author: "Jake Whitfield",
    featured: false,
    published: true,
    createdAt: new Date("2026-07-08T14:00:00Z"),
  },
  {
    title: "Exámenes preventivos para la mujer: una guía sencilla por edad",
    slug: "examenes-preventivos-para-la-mujer-por-edad",
    imageUrl: "/images/articles/womens-health-screenings.svg",
    excerpt:
      "¿Qué exámenes preventivos necesita una mujer y cuándo? Un resumen rápido para llevar a su próxima consulta.",
    content: [
      "<p>Los exámenes preventivos ayudan a detectar problemas de salud a tiempo, muchas veces antes de que aparezca cualquier síntoma. El calendario adecuado depende de su edad, sus antecedentes familiares y sus riesgos personales.</p>",
      "<h2>Exámenes frecuentes que vale la pena conversar</h2>",
      "<ul><li><strong>Detección del cáncer de cuello uterino</strong> (Papanicolaou y/o prueba del VPH), por lo general a partir de los 21 años.</li><li><strong>Detección del cáncer de mama</strong> con mamografías, por lo general a partir de los 40 años.</li><li><strong>Control de la presión arterial, el colesterol y el azúcar en la sangre</strong> durante toda la vida adulta.</li><li><strong>Prueba de densidad ósea</strong>, por lo general a partir de los 65 años, o antes, después de la menopausia, si tiene factores de riesgo.</li></ul>",
      "<h3>Traiga sus antecedentes</h3>",
      "<p>Si se hizo exámenes en otro país, traiga los resultados o por lo menos las fechas, aunque no estén en inglés. Eso ayuda a su médico o médica a decidir qué necesita ahora y a evitar repetir pruebas sin necesidad.</p>",
      "<p>Las recomendaciones cambian con el tiempo y cada mujer es diferente, así que <strong>hable con su médico o médica</strong> sobre el plan de exámenes preventivos que más le conviene.</p>",
    ],
    category: "womens-health",
    author: "Marisol Vega",
    featured: false,
    published: false,
    createdAt: new Date("2026-10-13T14:00:00Z"),
  },
];

/**
 * The Spanish posts that are versions of a demo article: the English post's slug, then the
 * Spanish one's (as demoPostTranslations pairs them).
 */
export const demoPostTranslationsSpanish: ReadonlyArray<readonly [string, string]> = [
  ["annual-checkup-what-to-expect", "chequeo-medico-anual-que-esperar"],
  ["small-habits-to-manage-everyday-stress", "pequenos-habitos-para-manejar-el-estres"],
  ["staying-hydrated-in-the-orlando-heat", "mantenerse-hidratado-con-el-calor-de-orlando"],
  ["living-well-with-high-blood-pressure", "vivir-bien-con-la-presion-arterial-alta"],
  ["womens-health-screenings-by-age", "examenes-preventivos-para-la-mujer-por-edad"],
];
