/** English source: the Health Tips blog (/health-tips), its articles and the newsletter box. */
export const blog = {
  list: {
    loading: "Loading articles",
    empty: "No articles yet. Check back soon for new health tips.",
    featured: "Featured Article",
    readArticle: "Read Article",
    readArticleAbout: "Read Article: {title}",
    readMore: "Read More",
    readMoreAbout: "Read More: {title}",
    latest: "Latest Articles",
    categoriesLabel: "Article categories",
    all: "All",
    countOne: "1 article",
    countOther: "{count} articles",
    byAuthor: "By {author}",
  },
  /**
   * Labels of the categories editors usually pick; any other category is labelled by
   * categoryLabel (app/features/blog/categories.ts): first letter capitalised, first
   * hyphen a space.
   */
  categories: {
    general: "General",
    prevention: "Prevention",
    nutrition: "Nutrition",
    fitness: "Fitness",
    wellness: "Wellness",
    "mental-health": "Mental Health",
    "chronic-conditions": "Chronic Conditions",
    "womens-health": "Women's Health",
    "mens-health": "Men's Health",
    "family-health": "Family Health",
    "senior-health": "Senior Health",
  },
  article: {
    back: "Back to Health Tips",
    byAuthor: "By {author}",
    notFoundTitle: "Article not found",
    notFoundText: "The article you're looking for doesn't exist or is no longer available.",
    preview: {
      /** Above a previewed article: it is not what visitors see yet. */
      draft: "Preview: this article is a draft. Visitors cannot see it.",
      scheduled: "Preview: this article is scheduled for {date}. Visitors cannot see it yet.",
      published: "Preview: this article is published.",
      ended: "Preview: this article is no longer published. Visitors cannot see it.",
      expires: "This preview link works until {date}.",
    },
    cta: {
      title: "Have a question about your health?",
      text: "Our team is here to help. Walk in Monday to Saturday or send us a message.",
      button: "Contact Us",
    },
  },
  newsletter: {
    title: "Stay Updated with Health Tips",
    text: "Subscribe to our newsletter for the latest health tips and wellness advice from our medical team.",
    emailLabel: "Email address",
    placeholder: "Enter your email",
    submit: "Subscribe",
    sending: "Subscribing...",
    note: "We only use your address to send you our newsletter.",
    success: {
      title: "Thanks for subscribing!",
      text: "Our next health tips will arrive in your inbox.",
    },
    already: {
      title: "You're already subscribed",
      text: "This email address is already on our list. Thanks for reading!",
    },
    failure: {
      title: "We couldn't subscribe you",
      text: "Something went wrong on our side. Please try again in a few minutes.",
    },
    rateLimited: {
      title: "Too many attempts",
      text: "Please wait {minutes} minutes and try again.",
    },
    errors: {
      required: "Please enter your email address.",
      invalidEmail: "Enter a valid email address.",
      tooLong: "This email address is too long.",
    },
  },
  /** The welcome e-mail a new subscriber receives (never sent to the browser). */
  newsletterEmail: {
    subject: "Welcome to the {name} health tips",
    text: "Hello!\n\nThank you for subscribing to the {name} newsletter. Our medical team will send you practical health tips and clinic news, never more than a few times a month.\n\nIf you did not ask for this, simply ignore this message and reply to let us know; we will remove your address.\n\n{name}",
  },
};

export type BlogMessages = typeof blog;
