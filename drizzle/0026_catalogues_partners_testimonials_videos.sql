CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"category" text NOT NULL,
	"discount_percent" integer NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"texts" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_category_check" CHECK ("partners"."category" in ('laserHairRemoval', 'laserAesthetics', 'barber', 'dental', 'wellness', 'restaurant')),
	CONSTRAINT "partners_discount_check" CHECK ("partners"."discount_percent" >= 0 and "partners"."discount_percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"pages" text[] NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"texts" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_pages_check" CHECK ("testimonials"."pages" <@ array['home', 'membership']::text[])
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"youtube_id" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"texts" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "partners_position_idx" ON "partners" USING btree ("position");--> statement-breakpoint
CREATE INDEX "testimonials_position_idx" ON "testimonials" USING btree ("position");--> statement-breakpoint
CREATE INDEX "videos_position_idx" ON "videos" USING btree ("position");--> statement-breakpoint
-- The demo's partners, testimonials and videos, exactly as the site showed them when they
-- were code (dated as the demo content is), for new and existing installs alike.
INSERT INTO "partners" ("name", "logo_url", "category", "discount_percent", "position", "texts", "created_at", "updated_at") VALUES ('Silkwave Laser Studio', '/images/partners/silkwave-laser-studio.svg', 'laserHairRemoval', 80, 1, '{"en":{"category":"Laser Hair Removal","benefit":"80% off laser hair removal"},"pt-BR":{"category":"Depilação a Laser","benefit":"80% de desconto na depilação a laser"}}'::jsonb, '2025-11-10T14:00:00Z', '2025-11-10T14:00:00Z');--> statement-breakpoint
INSERT INTO "partners" ("name", "logo_url", "category", "discount_percent", "position", "texts", "created_at", "updated_at") VALUES ('Lumenrose Aesthetics', '/images/partners/lumenrose-aesthetics.svg', 'laserAesthetics', 60, 2, '{"en":{"category":"Laser Aesthetics","benefit":"60% off 3 areas of laser treatment"},"pt-BR":{"category":"Estética a Laser","benefit":"60% de desconto em 3 áreas de laser"}}'::jsonb, '2025-11-10T14:00:00Z', '2025-11-10T14:00:00Z');--> statement-breakpoint
INSERT INTO "partners" ("name", "logo_url", "category", "discount_percent", "position", "texts", "created_at", "updated_at") VALUES ('Fadeline Barber Co.', NULL, 'barber', 30, 3, '{"en":{"category":"Barber Shop","benefit":"30% off all services"},"pt-BR":{"category":"Barbearia","benefit":"30% de desconto em todos os serviços"}}'::jsonb, '2025-11-10T14:00:00Z', '2025-11-10T14:00:00Z');--> statement-breakpoint
INSERT INTO "partners" ("name", "logo_url", "category", "discount_percent", "position", "texts", "created_at", "updated_at") VALUES ('Brightbay Dental', '/images/partners/brightbay-dental.svg', 'dental', 20, 4, '{"en":{"category":"Dental Office","benefit":"Up to 20% off dental treatments"},"pt-BR":{"category":"Consultório Odontológico","benefit":"Até 20% de desconto em tratamentos odontológicos"}}'::jsonb, '2025-11-10T14:00:00Z', '2025-11-10T14:00:00Z');--> statement-breakpoint
INSERT INTO "partners" ("name", "logo_url", "category", "discount_percent", "position", "texts", "created_at", "updated_at") VALUES ('Tidewell Physio & Wellness', '/images/partners/tidewell-physio-wellness.svg', 'wellness', 60, 5, '{"en":{"category":"Wellness & Physiotherapy","benefit":"60% off your first session, then 10% off every session after"},"pt-BR":{"category":"Bem-estar e Fisioterapia","benefit":"60% de desconto na primeira sessão e 10% nas sessões seguintes"}}'::jsonb, '2025-11-10T14:00:00Z', '2025-11-10T14:00:00Z');--> statement-breakpoint
INSERT INTO "partners" ("name", "logo_url", "category", "discount_percent", "position", "texts", "created_at", "updated_at") VALUES ('Cantinho do Sabor Brazilian Kitchen', NULL, 'restaurant', 10, 6, '{"en":{"category":"Brazilian Restaurant","benefit":"10% off your bill"},"pt-BR":{"category":"Restaurante Brasileiro","benefit":"10% de desconto na conta"}}'::jsonb, '2025-11-10T14:00:00Z', '2025-11-10T14:00:00Z');--> statement-breakpoint
INSERT INTO "testimonials" ("name", "pages", "position", "texts", "created_at", "updated_at") VALUES ('Juliana M.', ARRAY['home']::text[], 1, '{"en":{"quote":"I walked in on a Saturday morning with my son and we were seen quickly. The staff explained everything in Portuguese, which made all the difference for us.","detail":"VIP member since 2022"},"pt-BR":{"quote":"Cheguei num sábado de manhã com meu filho e fomos atendidos rapidinho. A equipe explicou tudo em português, e isso fez toda a diferença pra gente.","detail":"Membro VIP desde 2022"}}'::jsonb, '2025-11-10T14:00:00Z', '2025-11-10T14:00:00Z');--> statement-breakpoint
INSERT INTO "testimonials" ("name", "pages", "position", "texts", "created_at", "updated_at") VALUES ('Mark T.', ARRAY['home']::text[], 2, '{"en":{"quote":"We were on vacation when I got sick. The team was kind, the price was clear from the start, and I was back at the parks the next day.","detail":"Visitor from Ohio"},"pt-BR":{"quote":"Eu estava de férias quando fiquei doente. A equipe foi atenciosa, o preço ficou claro desde o início e no dia seguinte eu já estava de volta aos parques.","detail":"Turista de Ohio"}}'::jsonb, '2025-11-10T14:00:00Z', '2025-11-10T14:00:00Z');--> statement-breakpoint
INSERT INTO "testimonials" ("name", "pages", "position", "texts", "created_at", "updated_at") VALUES ('Carlos R.', ARRAY['home']::text[], 3, '{"en":{"quote":"The family membership lets me bring my parents for their regular check-ups without worrying about the cost each time.","detail":"Family plan member"},"pt-BR":{"quote":"Com o plano familiar, eu levo meus pais para os check-ups de rotina sem me preocupar com o custo de cada consulta.","detail":"Membro do plano familiar"}}'::jsonb, '2025-11-10T14:00:00Z', '2025-11-10T14:00:00Z');--> statement-breakpoint
INSERT INTO "testimonials" ("name", "pages", "position", "texts", "created_at", "updated_at") VALUES ('Mariana S.', ARRAY['membership']::text[], 4, '{"en":{"quote":"With the family plan, my kids'' check-ups and my husband''s consultations are all covered. We walk in and are seen the same day, and nobody asks us for a card at the end.","detail":"Family Gold member"},"pt-BR":{"quote":"Com o plano família, os check-ups das crianças e as consultas do meu marido estão cobertos. A gente chega, é atendido no mesmo dia e ninguém pede cartão no final.","detail":"Membro do plano Família Ouro"}}'::jsonb, '2025-11-10T14:00:00Z', '2025-11-10T14:00:00Z');--> statement-breakpoint
INSERT INTO "testimonials" ("name", "pages", "position", "texts", "created_at", "updated_at") VALUES ('José P.', ARRAY['membership']::text[], 5, '{"en":{"quote":"My senior check-up came with the EKG and the chest X-ray, with no surprise bill. The team explained every result to me in Portuguese and called me to book my follow-up.","detail":"Senior Individual Gold member"},"pt-BR":{"quote":"Meu check-up sênior veio com o eletrocardiograma e o raio-X de tórax, sem conta surpresa. A equipe me explicou cada resultado em português e ligou para marcar meu retorno.","detail":"Membro do plano Sênior Individual Ouro"}}'::jsonb, '2025-11-10T14:00:00Z', '2025-11-10T14:00:00Z');--> statement-breakpoint
INSERT INTO "testimonials" ("name", "pages", "position", "texts", "created_at", "updated_at") VALUES ('Kevin R.', ARRAY['membership']::text[], 6, '{"en":{"quote":"I travel for work, so the telemedicine plan is perfect. I talk to a doctor from my hotel and get the discount when I need lab tests back home.","detail":"VIP Consultations member"},"pt-BR":{"quote":"Viajo a trabalho, então o plano de telemedicina é perfeito. Falo com um médico do hotel e tenho desconto quando preciso fazer exames aqui.","detail":"Membro do plano Consultas VIP"}}'::jsonb, '2025-11-10T14:00:00Z', '2025-11-10T14:00:00Z');--> statement-breakpoint
INSERT INTO "videos" ("youtube_id", "thumbnail_url", "position", "texts", "created_at", "updated_at") VALUES ('demoClinic01', '/images/video-tour.svg', 1, '{"en":{"title":"A Tour of Our Clinic","description":"Walk through our reception, exam rooms and lab, and see where you''ll be cared for on your visit."},"pt-BR":{"title":"Conheça a Nossa Clínica","description":"Faça um tour pela recepção, pelos consultórios e pelo laboratório, e veja onde vai acontecer o seu atendimento."}}'::jsonb, '2025-11-10T14:00:00Z', '2025-11-10T14:00:00Z');--> statement-breakpoint
INSERT INTO "videos" ("youtube_id", "thumbnail_url", "position", "texts", "created_at", "updated_at") VALUES ('demoMember02', '/images/video-membership.svg', 2, '{"en":{"title":"How the VIP Membership Works","description":"What''s included in each plan, how to sign up, and how members use the clinic day to day."},"pt-BR":{"title":"Como Funciona o Plano VIP","description":"O que cada plano inclui, como fazer a adesão e como os membros usam a clínica no dia a dia."}}'::jsonb, '2025-11-10T14:00:00Z', '2025-11-10T14:00:00Z');--> statement-breakpoint
INSERT INTO "videos" ("youtube_id", "thumbnail_url", "position", "texts", "created_at", "updated_at") VALUES ('demoHealth03', '/images/video-health-fair.svg', 3, '{"en":{"title":"VIP Foundation Health Fair","description":"Free screenings, health information and a great day with our community at the foundation''s health fair."},"pt-BR":{"title":"Feira de Saúde da Fundação VIP","description":"Exames gratuitos, informação sobre saúde e um dia especial com a nossa comunidade na feira de saúde da fundação."}}'::jsonb, '2025-11-10T14:00:00Z', '2025-11-10T14:00:00Z');
