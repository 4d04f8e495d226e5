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
    /** The language switch of an article without a version in this language leads here. */
    untranslated: "This article is not available in English yet. Here are our other health tips.",
    byAuthor: "By {author}",
    pagesLabel: "Pages of articles",
    pageMissing: "There are no articles on this page.",
    firstPage: "Go to the first page",
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
      text: "Our team is here to help. Walk in {openDays} or send us a message.",
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
    /** The address is stored unconfirmed: the subscription starts with the e-mail's link. */
    success: {
      title: "Check your inbox",
      text: "We sent you an email with a link. Open it and confirm to start receiving our health tips.",
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
  /**
   * The welcome e-mail subscribers received before confirmation links existed; still
   * sent for such e-mails queued then (never sent to the browser).
   */
  newsletterEmail: {
    subject: "Welcome to the {name} health tips",
    text: "Hello!\n\nThank you for subscribing to the {name} newsletter. Our medical team will send you practical health tips and clinic news, never more than a few times a month.\n\nIf you did not ask for this, simply ignore this message and reply to let us know; we will remove your address.\n\n{name}",
  },
  /** The e-mail that asks a new subscriber to confirm (never sent to the browser). */
  newsletterConfirmationEmail: {
    subject: "Confirm your subscription to the {name} health tips",
    text: 'Hello!\n\nSomeone, hopefully you, asked to receive the {name} newsletter at this address. To confirm, open this link and press "Confirm subscription":\n\n{confirmUrl}\n\nThe link works for {days} days. If you did not ask for this, simply ignore this message: we will not write to you again, and your address is deleted when the link expires.\n\n{name}',
  },
  /** The last lines of every e-mail to a subscriber. */
  newsletterEmailFooter: "To stop receiving our emails, unsubscribe here:\n{unsubscribeUrl}",
  /** The page a confirmation link opens (a mail scanner's visit confirms nothing: the button does). */
  newsletterConfirm: {
    title: "Confirm your subscription",
    description: "Confirm that you want to receive the Health Tips newsletter.",
    text: "Press the button to confirm that you want to receive our health tips by email.",
    submit: "Confirm subscription",
    sending: "Confirming...",
    confirmedTitle: "Subscribed",
    confirmedText: "Thank you! Our next health tips will arrive in your inbox.",
    alreadyTitle: "You're already subscribed",
    alreadyText: "This address was confirmed already. Thanks for reading!",
    invalidTitle: "This link doesn't work",
    invalidText:
      "It may have expired (a link works for {days} days) or been copied incompletely. Subscribe again and we will send you a new one.",
    failureText: "Something went wrong on our side. Please try again in a few minutes.",
    subscribeAgain: "Subscribe again",
  },
  /** The page an unsubscribe link opens; mail programs post to it directly (one click). */
  newsletterUnsubscribe: {
    title: "Unsubscribe from the newsletter",
    description: "Stop receiving the Health Tips newsletter.",
    text: "Press the button and we will stop sending you our health tips and delete your address.",
    submit: "Unsubscribe",
    sending: "Unsubscribing...",
    doneTitle: "You're unsubscribed",
    doneText: "We deleted your address and will not send you our newsletter again.",
    invalidTitle: "This link doesn't work",
    invalidText:
      "It may have been copied incompletely. Open the link in one of our emails again, or reply to that email and we will remove your address.",
    failureText: "Something went wrong on our side. Please try again in a few minutes.",
    subscribeAgain: "Subscribe again",
  },
};

export type BlogMessages = typeof blog;
