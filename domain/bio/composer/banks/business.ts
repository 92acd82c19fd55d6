/**
 * Business bios (the /business-bios page): a value proposition, proof, and a call to action. With
 * no visitor words, each bio speaks for a business drawn from BUSINESS_PERSONAS, so the examples
 * are concrete enough to adapt. No invented URLs, e-mail addresses, prices, years or awards: "the
 * link" is the profile's own link field.
 *
 * The business history rule rejects any shared two-word phrase (of meaningful words) or three-word
 * phrase against the last 60 bios, so lines are built from short parts: a verb, the persona's own
 * thing ("Book a fitting"), a mode's value. Fixed multi-word lines are kept for variety but each
 * can appear only once in 60 bios.
 */
import type { Persona } from "../fill-template";
import { group, type TemplateGroup } from "../templates";

const VOICES = ["business"] as const;

/** Every persona mode, for lexicons that come in one list per mode ({biz_cta_*}). */
export const PERSONA_MODES: readonly Persona["mode"][] = ["shop", "book", "order", "quote"];

export const BUSINESS_TEMPLATES: readonly TemplateGroup[] = [
  group("identity", VOICES, [
    "{b.kind} for {b.audience}",
    "{b.kind} for {b.audience}",
    "{b.offer}, {b.promise}",
    "{b.offer}, {b.promise}",
    "We {b.craft}",
    "{b.offer} and {b.offer}",
    "{b.offer} for {b.audience}",
    "{b.offer} for {b.audience}",
    "Your {biz_local} {b.kind}",
    "{b.kind} {sep} {b.offer}",
    "{b.kind} with {biz_with}",
    "Home of {b.offer}",
    "{biz_small} {b.kind}",
    "{b.offer} that {biz_that}",
    "{b.offer} by {a biz_small} {b.kind}",
    "{b.offer} {sep} {b.offer}",
    "{b.kind}. {b.promise}.",
  ]),
  // With the visitor's words but none usable (see withoutUsedUpTerms): a business line that fits any.
  group("identity", VOICES, ["{biz_identity}", "{biz_identity}"], { wordsOnly: true }),
  group("substance", VOICES, [
    "{biz_value}",
    "{biz_value}",
    "{biz_value_*}",
    "{biz_value_*}",
    "{biz_value_*}",
    "{b.promise}",
    "{b.promise}",
    "{biz_value} {sep} {biz_value_*}",
    "Now offering {b.offer}",
    "Ask about {b.offer}",
    "{b.offer} {biz_avail}",
    "{b.offer} {biz_avail}",
    "{biz_team}",
    "We {b.craft}",
    "{b.promise}, {biz_value_*}",
  ]),
  group("hook", VOICES, [
    "{biz_verb_*} {b.thing}",
    "{biz_verb_*} {b.thing}",
    "{biz_verb_*} {b.thing}",
    "{biz_verb_*} {b.thing} {biz_where}",
    "{biz_verb_*} {b.thing} {biz_where}",
    "{biz_cta_*}",
    "{biz_cta_*}",
    "DM for {b.thing}",
    "Tap for {b.thing}",
    "Message us for {b.thing}",
    "Ask us about {b.thing}",
    "{biz_verb_*} {b.thing}, {biz_soon}",
  ], { cta: true }),
  group("hook", VOICES, ["{biz_motto}", "{biz_motto}"], { quote: true }),
  group("hook", VOICES, ["{biz_mystic}"], { mystical: true, quote: true }),
];

export const BUSINESS_LEXICONS: Readonly<Record<string, readonly string[]>> = {
  biz_identity: [
    "Independent and proud of it", "Here to make your week easier", "Small business, big heart",
    "Built on trust and good work", "Doing one thing really well", "Service with a personal touch",
    "Quality work, friendly faces", "Your new favourite local business", "Serious about the details",
    "Good work, done kindly", "Hands-on and here to help", "Made for the people we serve",
    "Small team, long memory", "Proudly independent since day one", "Where regulars become friends",
    "Careful work for busy people", "Big on service, small on fuss", "Honest advice, friendly faces",
    "The personal touch, every time", "Experts in looking after you", "Quietly good at what we do",
    "Here for the long run", "Local, reliable, a little obsessive", "Work we'd sign our name to",
    "Detail-obsessed and friendly", "Always learning, always improving", "Fair, fast and friendly",
    "Come for the service, stay for the people", "One team, one standard", "Small but mighty",
  ],
  biz_local: ["local", "neighbourhood", "friendly", "go-to", "favourite", "independent", "corner", "hometown", "trusted", "nearby"],
  biz_with: [
    "a personal touch", "an eye for detail", "zero shortcuts", "honest prices", "a big heart",
    "a small team", "flexible hours", "a loyal crowd", "a calm approach", "high standards", "heart",
    "patience", "care", "character", "taste", "a conscience", "no fuss", "a sense of humour",
  ],
  biz_small: ["small-batch", "independent", "family-run", "neighbourhood", "tiny but mighty", "one-person", "community-minded", "locally owned", "homegrown", "two-person"],
  biz_that: [
    "feel personal", "last for years", "fit your day", "people remember", "bring people back",
    "make life easier", "feel like a treat", "get noticed", "earn a second look", "feel like you",
  ],
  biz_avail: [
    "on request", "to order", "every season", "for every budget", "all week", "for groups too",
    "for first-timers", "with care", "done properly", "without the wait", "by appointment",
  ],
  biz_where: ["below", "via the link", "through our link", "in bio", "online", "today", "this week", "now"],
  biz_soon: ["spots go fast", "we'd love to help", "no pressure", "it only takes a minute", "limited spaces", "while they last", "any questions welcome"],
  biz_value: [
    "Small team, big standards", "Honest prices, no shortcuts", "Good service is our favourite product",
    "Built on word of mouth", "Real people, real service", "Fair pay, fair prices",
    "Personal service from start to finish", "Quick replies, careful work", "Straight answers, great work",
    "Less waste, more care", "Independent and proud of it", "Quality first, always", "Run with care, every day",
    "Reliable, friendly, local", "Details done properly", "Kindness is part of the service",
    "Proudly independent", "No pressure, just good advice", "Big on care, small on fuss",
    "Rooted in the community", "Every customer, remembered", "Friendly advice, zero jargon",
    "Loved by regulars", "Standards we never skip", "Warm welcomes guaranteed", "Honest work, happy people",
  ],
  biz_value_shop: [
    "Made to order, shipped with care", "Every order packed by hand", "Plastic-free packaging",
    "Designed to be used, not stored", "Restocked often", "Thoughtfully packed",
    "Gift wrapping on request", "Slow craft in a fast world", "Limited runs, never mass-made",
    "Ships within days", "Made in our own workshop", "Thoughtful gifts for every budget",
    "Handmade means one of a kind", "Recycled mailers, always", "Little runs, big care",
  ],
  biz_value_book: [
    "Appointments that run on time", "Calm rooms, expert care", "Unhurried appointments",
    "First visits welcome", "Friendly faces, expert hands", "Evening slots for busy weeks",
    "Every visit starts with a chat", "Beginners always welcome", "Care that fits your schedule",
    "Small groups, real attention", "Patient, qualified, friendly", "Weekend sessions available",
    "Nervous first-timers welcome", "Insured and fully trained",
  ],
  biz_value_order: [
    "Fresh every morning", "Small batches, big flavour", "Seasonal, local, honest", "Made from scratch daily",
    "Local ingredients, cooked with care", "Dietary needs? Just ask", "Good food, no fuss", "Cooked fresh, served fast",
    "Vegan options every day", "Recipes perfected over years", "Sourced from nearby farms", "Open early, closed late",
    "Gluten-free choices daily", "Takeaway or stay awhile",
  ],
  biz_value_quote: [
    "Clear quotes, no surprises", "Fixed prices agreed up front", "From first call to final handover",
    "Projects of every size", "One point of contact, start to finish", "Deadlines we actually meet",
    "Plain language, no jargon", "Tailored to you, never templated", "Honest advice before any invoice",
    "Free first consultation", "Weekly updates on every project", "References gladly shared",
  ],
  biz_team: [
    "A small team that answers every message", "Run by people who love what they do",
    "Two pairs of hands, one big standard", "Family-run and proud of it", "A tiny team with big care",
    "Founded by locals, for locals", "Powered by a crew of perfectionists",
  ],
  biz_verb_shop: ["Shop", "Browse", "Grab", "Discover", "Explore", "Find", "Save", "Order", "See"],
  biz_verb_book: ["Book", "Reserve", "Grab", "Claim", "Try", "Book in for", "Join"],
  biz_verb_order: ["Order", "Preorder", "Grab", "Try", "Taste", "Reserve", "Catch"],
  biz_verb_quote: ["Start", "Get", "Book", "Claim", "Ask for", "Request"],
  biz_cta_shop: [
    "Tap the link to shop the new collection", "Shop the latest pieces below", "Tap the link for the Friday drop",
    "Grab yours before the restock sells out", "Follow for new arrivals", "Join the waiting list below",
    "Message us for custom orders", "Click below to browse everything", "Save your favourites for later",
  ],
  biz_cta_book: [
    "DM us to book your slot", "Book online, it takes a minute", "Message us to check availability",
    "Book a free consultation below", "Reserve your appointment today", "Click below to book online",
    "Book now, thank yourself later", "Tap below to see open slots", "Follow for last-minute openings",
  ],
  biz_cta_order: [
    "Tap below to see the menu", "Order ahead through the link", "Come hungry, leave happy",
    "Follow for today's specials", "Grab yours before we sell out", "Visit us this weekend",
    "Check the link for opening hours", "Swing by, the kettle's on", "Tag us in your order photos",
  ],
  biz_cta_quote: [
    "Send us a message to get a quote", "Book a free discovery call below", "Tap the link to start your project",
    "DM us to talk about your project", "Click below to see recent work", "Follow for before-and-afters",
    "Drop us a message for a quote", "See our work via the link", "Ask about our next opening",
  ],
  biz_motto: [
    "Do one thing, and do it well", "Good work speaks for itself", "Made with care, or not at all",
    "Quality is a habit", "Your success is our business", "Small details, big difference",
    "We show up, every time", "Built on trust", "Better done right than done fast",
    "Craft over quantity", "Service with a smile, work with precision", "Every customer counts",
    "Care is our secret ingredient", "Leave people happier than you found them", "Slow is smooth, smooth is good",
  ],
  biz_mystic: ["Handmade under a lucky star", "A little magic in every order", "Crafted by moonlight", "Where the stars align with good service"],
};
