/**
 * What the composer knows about common professions: the emoji that stand for them (🍞 for a
 * baker, not a generic 💼), and for professions whose clients book or buy something, the offers
 * and calls to action a bio of theirs would carry ("Book a home valuation" for an estate agent).
 * `domain` lists words of the trade: an interest holding one ("home staging" for an estate agent)
 * is about work, so it never goes into a line about time off ("Recharging with home staging").
 *
 * Offers and calls to action stay generic to the trade: no prices, "free", years, awards or
 * places, since the visitor told us none of those.
 */
export interface ProfessionProfile {
  readonly id: string;
  /** Lowercase words or phrases that name the profession; the longest match wins. */
  readonly keys: readonly string[];
  readonly emoji: readonly string[];
  /** What clients book or buy, as noun phrases; empty for jobs with no clients to invite. */
  readonly offers: readonly string[];
  /** Calls to action, each starting with an action verb (CALL_TO_ACTION_VERBS). */
  readonly ctas: readonly string[];
  /** Who the work is for, as a plural noun phrase. */
  readonly audience: readonly string[];
  /** Words of the trade (lowercase). */
  readonly domain: readonly string[];
}

function profile(
  id: string,
  keys: string,
  emoji: string,
  domain: string,
  service?: { offers: string; ctas: string; audience: string },
): ProfessionProfile {
  const list = (text: string | undefined): readonly string[] =>
    (text ?? "")
      .split("|")
      .map((item) => item.trim())
      .filter((item) => item !== "");
  return {
    id,
    keys: list(keys),
    emoji: emoji.split(" ").filter((item) => item !== ""),
    offers: list(service?.offers),
    ctas: list(service?.ctas),
    audience: list(service?.audience),
    domain: list(domain),
  };
}

export const PROFESSION_PROFILES: readonly ProfessionProfile[] = [
  // Services: clients book or buy.
  profile(
    "realtor",
    "realtor | real estate | estate agent | property agent | realty | letting agent | property consultant",
    "🏡 🔑 🏠",
    "home | homes | house | houses | property | properties | real estate | staging | home staging | housing | interiors | mortgage | mortgages | market | renovation | renovations",
    {
      offers: "home valuations | viewings | buying and selling advice | first-home guidance | local market updates",
      ctas: "Book a home valuation | Message me to arrange a viewing | Ask me what your home is worth | Send me a message about buying or selling | Get in touch about your next move | Book a call about selling your home",
      audience: "buyers and sellers | first-time buyers | growing families | people on the move",
    },
  ),
  profile(
    "mortgage",
    "mortgage broker | mortgage advisor | mortgage adviser | mortgage consultant",
    "🏡 🔑 📋",
    "mortgage | mortgages | homes | finance | property",
    {
      offers: "mortgage advice | remortgage reviews | first-time buyer guidance",
      ctas: "Book a mortgage chat | Message me to compare your options | Ask me about remortgaging",
      audience: "first-time buyers | home movers | landlords",
    },
  ),
  profile(
    "photographer",
    "photographer | photography studio | portrait photographer | wedding photographer",
    "📷 📸 🎞️",
    "photo | photos | photography | camera | cameras | film | portraits | editing | lenses | light",
    {
      offers: "portrait sessions | wedding photography | brand shoots | family sessions | headshots",
      ctas: "Book a portrait session | Message me to check your date | Ask about wedding photography | Send me a message to plan your shoot | Book a headshot session",
      audience: "couples | families | small brands | people who hate posing",
    },
  ),
  profile(
    "videographer",
    "videographer | filmmaker | video producer | video editor",
    "🎬 🎥 🎞️",
    "film | films | video | videos | editing | cameras | cinema",
    {
      offers: "wedding films | brand videos | short-form reels | event films",
      ctas: "Message me to check your date | Book a project call | Ask about brand videos",
      audience: "couples | brands | event organisers",
    },
  ),
  profile(
    "hair",
    "hairdresser | hair stylist | hairstylist | stylist | barber | colorist | colourist | hair salon",
    "💇 ✂️ 💈",
    "hair | cuts | haircuts | colour | color | balayage | fades | styling | salon | beauty",
    {
      offers: "cuts and colour | fresh fades | blow-dries | bridal hair | colour corrections",
      ctas: "Book your next cut | Message me for appointments | Book a colour consultation | Send me your hair inspiration",
      audience: "regulars | brides | anyone due a change",
    },
  ),
  profile(
    "makeup",
    "makeup artist | make-up artist | mua",
    "💄 ✨ 💋",
    "makeup | make-up | beauty | skincare | glam | lashes | brows",
    {
      offers: "bridal makeup | event glam | soft-glam looks | makeup lessons",
      ctas: "Book your bridal trial | Message me to check your date | Book your event makeup",
      audience: "brides | party guests | anyone with a big day",
    },
  ),
  profile(
    "nails",
    "nail tech | nail technician | nail artist | manicurist",
    "💅 ✨ 💖",
    "nails | nail art | manicures | beauty | gel",
    {
      offers: "gel manicures | custom nail art | pedicures | nail repairs",
      ctas: "Book your next set | Send me your nail inspiration | Message me for appointments",
      audience: "regulars | brides | nail-art lovers",
    },
  ),
  profile(
    "trainer",
    "personal trainer | fitness coach | fitness trainer | strength coach | pt | fitness instructor | running coach | online coach",
    "💪 🏋️ 🏃",
    "fitness | gym | strength | strength training | training | lifting | workouts | running | nutrition | crossfit | health | wellness | meal prep | cardio | weightlifting | powerlifting | mobility",
    {
      offers: "1:1 training | strength programmes | online coaching | small-group sessions | beginner plans",
      ctas: "Book an intro session | Message me about coaching | Apply for online coaching | Book your first session | Ask me about 1:1 training",
      audience: "beginners | busy parents | people starting again",
    },
  ),
  profile(
    "yoga",
    "yoga teacher | yoga instructor | yoga coach",
    "🧘 🌿 ✨",
    "yoga | meditation | breathwork | mindfulness | wellness | pilates | movement | stretching",
    {
      offers: "yoga classes | private sessions | beginner flows | workshops",
      ctas: "Book a class | Join a class this week | Message me about private sessions | Book a beginner session",
      audience: "beginners | stiff desk workers | tired minds",
    },
  ),
  profile(
    "pilates",
    "pilates instructor | pilates teacher",
    "🧘 🤍 ✨",
    "pilates | reformer | movement | mobility | wellness | fitness",
    {
      offers: "reformer classes | mat classes | private sessions",
      ctas: "Book a class | Message me about private sessions | Join a class this week",
      audience: "beginners | desk workers | anyone rebuilding strength",
    },
  ),
  profile(
    "dance",
    "dance teacher | dance instructor | choreographer",
    "💃 🎶 ✨",
    "dance | dancing | ballet | salsa | music | choreography",
    {
      offers: "dance classes | private lessons | first-dance lessons",
      ctas: "Book a class | Message me about first-dance lessons | Join a class this week",
      audience: "beginners | couples | kids and adults",
    },
  ),
  profile(
    "therapist",
    "therapist | psychotherapist | counsellor | counselor | psychologist | family therapist",
    "🌿 🤍 🕊️",
    "psychology | mental health | therapy | mindfulness | wellbeing | healing",
    {
      offers: "one-to-one therapy | online sessions | couples sessions",
      ctas: "Reach out when you're ready | Book a first session | Message me to ask about availability",
      audience: "adults | couples | anyone carrying a lot",
    },
  ),
  profile(
    "coach",
    "life coach | business coach | career coach | executive coach | mindset coach | leadership coach | coach",
    "🧭 🌱 ✨",
    "coaching | leadership | mindset | personal growth | careers | business | growth | productivity",
    {
      offers: "1:1 coaching | clarity calls | group programmes | leadership sessions",
      ctas: "Book a clarity call | Apply for 1:1 coaching | Message me to start | Book a discovery call",
      audience: "founders | new managers | people at a crossroads",
    },
  ),
  profile(
    "tutor",
    "tutor | private tutor | maths tutor | math tutor | language tutor | piano teacher | guitar teacher | music teacher | singing teacher | language teacher",
    "📚 ✏️ 🎓",
    "teaching | tutoring | education | exams | learning | maths | math | languages | piano | guitar | music",
    {
      offers: "one-to-one lessons | exam preparation | online lessons | homework help",
      ctas: "Book a trial lesson | Message me about lessons | Ask about exam preparation",
      audience: "students | adult learners | nervous beginners",
    },
  ),
  profile("driving", "driving instructor", "🚗 🛣️ ✅", "driving | cars | roads", {
    offers: "driving lessons | test preparation | refresher lessons",
    ctas: "Book a lesson | Message me about test preparation",
    audience: "learners | nervous drivers",
  }),
  profile(
    "lawyer",
    "lawyer | solicitor | attorney | barrister | legal counsel | paralegal",
    "⚖️ 📜 🏛️",
    "law | legal | justice | contracts | policy | rights",
    {
      offers: "clear legal advice | contract reviews | consultations",
      ctas: "Book a consultation | Message me to discuss your case",
      audience: "small businesses | families | founders",
    },
  ),
  profile(
    "accountant",
    "accountant | bookkeeper | tax advisor | tax adviser | cpa | chartered accountant",
    "📊 🧾 ✅",
    "finance | tax | taxes | numbers | spreadsheets | accounting | money | investing | budgeting | excel",
    {
      offers: "tax returns | bookkeeping | year-end accounts | tax planning",
      ctas: "Book a discovery call | Message me about your tax return | Ask about monthly bookkeeping",
      audience: "freelancers | small businesses | sole traders",
    },
  ),
  profile(
    "financial",
    "financial advisor | financial adviser | financial planner | wealth manager",
    "📈 🧭 ✅",
    "finance | investing | money | markets | retirement | pensions",
    {
      offers: "financial planning | retirement planning | investment reviews",
      ctas: "Book a planning call | Message me to review your plan",
      audience: "families | business owners | future retirees",
    },
  ),
  profile(
    "webdesigner",
    "web designer | web developer | freelance developer | wordpress developer | shopify developer | webflow designer | freelance web",
    "💻 🖥️ ✨",
    "web | websites | code | coding | design | ux | ui | tech | javascript | wordpress",
    {
      offers: "websites | site redesigns | landing pages | online shops",
      ctas: "Message me to start your website | Book a project call | Ask about a site redesign",
      audience: "small businesses | founders | creatives",
    },
  ),
  profile(
    "designer",
    "graphic designer | brand designer | logo designer | visual designer | packaging designer",
    "🎨 ✏️ 🖌️",
    "design | branding | typography | illustration | art | drawing | colour | color | logos | fonts",
    {
      offers: "brand identities | logo design | packaging | social graphics",
      ctas: "Message me to start a project | Book a brand call | Ask about brand identities",
      audience: "small brands | founders | independent shops",
    },
  ),
  profile(
    "illustrator",
    "illustrator | artist | painter | muralist",
    "🎨 🖌️ ✏️",
    "art | drawing | painting | illustration | sketching | colour | color | design | murals",
    {
      offers: "commissions | prints | portraits | murals",
      ctas: "Ask about commissions | Message me about a commission | Send me your idea",
      audience: "collectors | brands | gift givers",
    },
  ),
  profile(
    "copywriter",
    "copywriter | content writer | ghostwriter | editor",
    "✍️ 📝 ✨",
    "writing | words | copy | content | editing | books | reading | storytelling",
    {
      offers: "website copy | newsletters | product descriptions | blog posts",
      ctas: "Message me about your next launch | Book a copy call | Ask about newsletter writing",
      audience: "founders | small brands | busy teams",
    },
  ),
  profile(
    "socialmedia",
    "social media manager | social media marketer | marketing consultant | content strategist | digital marketer | smm",
    "📣 📱 📈",
    "marketing | social media | content | branding | instagram | tiktok | strategy | growth",
    {
      offers: "content strategy | social media management | content calendars | campaign plans",
      ctas: "Book a strategy call | Message me about social media support | Ask about monthly content",
      audience: "small brands | founders | local businesses",
    },
  ),
  profile("dj", "dj | disc jockey", "🎧 🎶 🪩", "music | vinyl | house music | techno | mixing | records | festivals", {
    offers: "wedding sets | club nights | private events",
    ctas: "Message me for bookings | Book me for your event | Ask about wedding sets",
    audience: "couples | venues | party people",
  }),
  profile(
    "musician",
    "musician | singer | songwriter | singer-songwriter | guitarist | pianist | drummer | band",
    "🎶 🎸 🎤",
    "music | songs | guitar | piano | singing | gigs | vinyl | concerts | songwriting",
    {
      offers: "live sets | wedding music | session work | private events",
      ctas: "Message me for bookings | Book a live set | Ask about wedding music",
      audience: "venues | couples | event planners",
    },
  ),
  profile(
    "planner",
    "wedding planner | event planner | event coordinator | party planner",
    "💍 📋 ✨",
    "weddings | events | planning | parties | design | flowers",
    {
      offers: "full wedding planning | on-the-day coordination | event design",
      ctas: "Book a planning consultation | Message me with your date | Ask about on-the-day coordination",
      audience: "couples | families | hosts",
    },
  ),
  profile(
    "florist",
    "florist | flower shop | floral designer | flower studio",
    "💐 🌷 🌸",
    "flowers | floristry | weddings | gardening | plants | bouquets | roses",
    {
      offers: "seasonal bouquets | wedding flowers | event florals | dried arrangements",
      ctas: "Order a bouquet | Message me about wedding flowers | Ask about event florals",
      audience: "couples | gift givers | event hosts",
    },
  ),
  profile(
    "baker",
    "baker | bakery | pastry chef | cake maker | cake designer | patissier | bakery owner",
    "🍞 🥐 🎂",
    "baking | bread | sourdough | cakes | cake | pastry | pastries | croissants | desserts | flour | cookies | cupcakes",
    {
      offers: "celebration cakes | fresh bread | pastries | custom orders",
      ctas: "Order a celebration cake | Message me for custom orders | Preorder for the weekend | Ask about birthday cakes",
      audience: "early risers | birthday planners | bread lovers",
    },
  ),
  profile(
    "chef",
    "chef | private chef | caterer | catering | cook | sous chef | head chef",
    "🍳 🍽️ 🔪",
    "food | cooking | recipes | kitchen | restaurants | flavours | flavors | baking",
    {
      offers: "private dinners | event catering | cooking classes",
      ctas: "Book a private dinner | Message me about catering | Ask about cooking classes",
      audience: "hosts | families | event planners",
    },
  ),
  profile(
    "restaurant",
    "restaurant owner | cafe owner | café owner | restaurateur | coffee shop owner",
    "🍽️ ☕ 🥐",
    "food | coffee | cooking | restaurants | hospitality | brunch",
    {
      offers: "good food | slow brunches | private bookings",
      ctas: "Reserve a table | Come hungry | Ask about private bookings",
      audience: "regulars | brunch crowds | hungry neighbours",
    },
  ),
  profile(
    "tattoo",
    "tattoo artist | tattooist | tattooer",
    "🖤 ✒️ 🎨",
    "tattoos | art | drawing | ink | illustration | flash",
    {
      offers: "custom tattoos | flash designs | cover-ups",
      ctas: "Message me about your idea | Book a consultation | Ask about flash availability",
      audience: "first-timers | collectors | people with a story",
    },
  ),
  profile(
    "massage",
    "massage therapist | masseuse | masseur | sports massage therapist",
    "💆 🌿 🤍",
    "massage | wellness | bodywork | recovery | relaxation",
    {
      offers: "deep-tissue massage | sports massage | relaxation sessions",
      ctas: "Book a massage | Message me for appointments",
      audience: "athletes | desk workers | anyone holding tension",
    },
  ),
  profile(
    "esthetician",
    "esthetician | aesthetician | beauty therapist | facialist | skin therapist | lash tech | brow artist",
    "🧴 ✨ 🌿",
    "skincare | skin | beauty | facials | lashes | brows",
    {
      offers: "facials | skin consultations | brow shaping | lash lifts",
      ctas: "Book a facial | Message me for a skin consultation | Book your next appointment",
      audience: "regulars | sensitive skin | brides",
    },
  ),
  profile(
    "dentist",
    "dentist | dental hygienist | orthodontist",
    "🦷 ✨ 🪥",
    "teeth | dentistry | smiles | oral health",
    {
      offers: "check-ups | hygiene appointments | gentle dental care",
      ctas: "Book a check-up | Message us for appointments",
      audience: "nervous patients | families",
    },
  ),
  profile(
    "physio",
    "physiotherapist | physio | physical therapist | chiropractor | osteopath | sports therapist",
    "🩺 💪 🦴",
    "injuries | rehab | movement | mobility | running | sport | sports | anatomy",
    {
      offers: "injury rehab | sports physio | movement assessments",
      ctas: "Book an assessment | Message me about your injury",
      audience: "runners | athletes | desk workers",
    },
  ),
  profile(
    "nutrition",
    "nutritionist | dietitian | dietician | nutrition coach",
    "🥗 🍎 🌱",
    "nutrition | food | health | cooking | meal prep | recipes | wellness",
    {
      offers: "nutrition plans | 1:1 consultations | meal guidance",
      ctas: "Book a consultation | Message me about a nutrition plan",
      audience: "busy people | athletes | families",
    },
  ),
  profile(
    "pets",
    "dog groomer | dog walker | dog trainer | pet sitter | groomer | pet groomer",
    "🐶 🐾 🦴",
    "dogs | dog | cats | pets | animals | puppies | grooming",
    {
      offers: "dog walks | grooming appointments | training sessions | pet sitting",
      ctas: "Book a walk | Message me about training | Book a grooming appointment",
      audience: "busy owners | puppies | nervous dogs",
    },
  ),
  profile(
    "trades",
    "plumber | electrician | builder | contractor | handyman | carpenter | joiner | roofer | decorator | painter and decorator | tiler | plasterer",
    "🔨 🧰 🏠",
    "diy | renovation | renovations | building | woodworking | tools | homes | houses",
    {
      offers: "repairs | installations | renovations | small jobs done properly",
      ctas: "Message me for a quote | Book a visit | Ask about your project",
      audience: "homeowners | landlords | small businesses",
    },
  ),
  profile(
    "gardener",
    "gardener | landscaper | garden designer | tree surgeon",
    "🌿 🌱 🌳",
    "gardening | gardens | plants | landscaping | trees | flowers | nature",
    {
      offers: "garden design | seasonal maintenance | planting plans",
      ctas: "Message me for a quote | Book a garden visit | Ask about planting plans",
      audience: "homeowners | small businesses",
    },
  ),
  profile("cleaner", "cleaner | cleaning | housekeeper", "🧽 ✨ 🏠", "cleaning | organising | organizing | homes", {
    offers: "regular cleans | deep cleans | move-out cleans",
    ctas: "Message me for a quote | Book a deep clean",
    audience: "busy households | landlords | offices",
  }),
  profile(
    "interior",
    "interior designer | interior stylist | interior decorator",
    "🛋️ 🏡 ✨",
    "interiors | design | homes | furniture | decor | architecture",
    {
      offers: "room design | styling consultations | full renovations",
      ctas: "Book a design consultation | Message me about your room | Ask about styling sessions",
      audience: "homeowners | small hotels | busy families",
    },
  ),
  profile(
    "architect",
    "architect | architectural designer",
    "📐 🏛️ 🏡",
    "architecture | design | buildings | homes | drawing | cities",
    {
      offers: "home extensions | design consultations | planning drawings",
      ctas: "Book a design consultation | Message me about your project",
      audience: "homeowners | developers | small businesses",
    },
  ),
  profile("translator", "translator | interpreter", "🌍 📝 🗣️", "languages | translation | words | travel", {
    offers: "document translation | proofreading | interpreting",
    ctas: "Message me for a quote | Ask about your document",
    audience: "businesses | families | authors",
  }),
  profile(
    "travel",
    "travel agent | tour guide | travel planner | travel advisor",
    "✈️ 🌍 🧭",
    "travel | trips | holidays | history | cities",
    {
      offers: "tailored trips | city tours | honeymoon planning",
      ctas: "Message me to plan your trip | Book a tour | Ask about honeymoon planning",
      audience: "couples | families | curious travellers",
    },
  ),
  profile(
    "tailor",
    "tailor | seamstress | dressmaker | alterations",
    "🧵 ✂️ 📏",
    "sewing | fashion | fabric | clothes",
    {
      offers: "alterations | made-to-measure pieces | repairs",
      ctas: "Book a fitting | Message me about alterations",
      audience: "brides | busy professionals",
    },
  ),
  profile(
    "jeweller",
    "jeweller | jeweler | jewellery maker | jewelry maker | jewellery designer | jewelry designer | goldsmith | silversmith",
    "💍 ✨ 💎",
    "jewellery | jewelry | rings | silver | gold | gems",
    {
      offers: "custom rings | handmade pieces | repairs",
      ctas: "Ask about a custom piece | Message me about rings",
      audience: "couples | gift givers | collectors",
    },
  ),
  profile(
    "consultant",
    "consultant | strategist | advisor | adviser | freelance consultant",
    "🧭 📋 ✅",
    "strategy | business | consulting | leadership | operations",
    {
      offers: "strategy sessions | audits | workshops",
      ctas: "Book a discovery call | Message me about your project",
      audience: "founders | small teams | growing businesses",
    },
  ),
  profile(
    "assistant",
    "virtual assistant | va | executive assistant | online business manager",
    "💻 📅 ✅",
    "organising | organizing | admin | productivity | planning",
    {
      offers: "inbox management | scheduling | admin support",
      ctas: "Message me about support | Book a discovery call",
      audience: "founders | busy coaches | small teams",
    },
  ),

  // Jobs with no clients to invite: emoji and vocabulary only.
  profile(
    "nurse",
    "nurse | rn | registered nurse | midwife | nurse practitioner | lpn | healthcare assistant",
    "🩺 💉 🏥",
    "nursing | health | healthcare | medicine | hospitals | patients | care",
  ),
  profile(
    "doctor",
    "doctor | physician | gp | surgeon | resident | medical student | paramedic | emt",
    "🩺 🏥 💊",
    "medicine | health | healthcare | hospitals | anatomy | patients | science",
  ),
  profile("pharmacist", "pharmacist", "💊 🩺 🧪", "medicine | health | chemistry | pharmacy"),
  profile("vet", "vet | veterinarian | vet nurse | veterinary nurse", "🐾 🩺 🐶", "animals | dogs | cats | pets"),
  profile(
    "student",
    "student | phd student | phd candidate | grad student | undergrad | undergraduate | postgrad | doctoral candidate",
    "📚 🎓 ✏️",
    "studying | study | exams | university | college | research | books | learning",
  ),
  profile(
    "teacher",
    "teacher | primary teacher | school teacher | kindergarten teacher | preschool teacher | educator | teaching assistant",
    "🍎 📚 ✏️",
    "teaching | education | books | reading | classroom | kids | learning | school",
  ),
  profile(
    "professor",
    "professor | lecturer | academic",
    "🎓 📚 🔬",
    "research | teaching | books | science | history | university",
  ),
  profile(
    "scientist",
    "scientist | researcher | biologist | chemist | physicist | marine biologist | data scientist | neuroscientist | ecologist | geologist",
    "🔬 🧪 🧬",
    "science | research | biology | chemistry | physics | data | ocean | lab | nature",
  ),
  profile(
    "developer",
    "software engineer | software developer | developer | programmer | coder | full-stack developer | frontend developer | backend developer | devops engineer | data engineer",
    "💻 ⌨️ 🧩",
    "code | coding | programming | tech | open source | software | javascript | python | ai | data | linux",
  ),
  profile(
    "engineer",
    "engineer | mechanical engineer | civil engineer | electrical engineer",
    "⚙️ 🔧 📐",
    "engineering | maths | math | physics | machines | tech | building",
  ),
  profile(
    "ux",
    "ux designer | ui designer | product designer | ux researcher",
    "✏️ 💻 🧩",
    "design | ux | ui | research | tech",
  ),
  profile(
    "writer",
    "writer | author | novelist | poet | journalist | blogger",
    "✍️ 📚 📝",
    "writing | books | reading | poetry | stories | words | journalism",
  ),
  profile(
    "creator",
    "content creator | creator | influencer | youtuber | streamer | podcaster",
    "🎥 📱 ✨",
    "content | youtube | tiktok | instagram | videos | podcasts | streaming | gaming",
  ),
  profile(
    "founder",
    "founder | co-founder | ceo | entrepreneur | business owner | small business owner | startup founder",
    "🚀 💡 🌱",
    "business | startups | entrepreneurship | leadership | marketing | growth",
  ),
  profile(
    "marketing",
    "marketing manager | marketer | brand manager | marketing director | marketing",
    "📣 📈 💡",
    "marketing | branding | content | social media | advertising | growth",
  ),
  profile(
    "analyst",
    "analyst | data analyst | business analyst",
    "📊 💡 🔍",
    "data | numbers | spreadsheets | excel | analysis",
  ),
  profile("pilot", "pilot | flight attendant | cabin crew", "✈️ 🌍 ☁️", "flying | aviation | travel | planes"),
  profile("farmer", "farmer | grower | rancher", "🌾 🚜 🌱", "farming | gardening | animals | land | nature"),
  profile("firefighter", "firefighter | fire fighter", "🚒 🔥 🧯", "fitness | safety | rescue"),
  profile("barista", "barista", "☕ 🤎 ✨", "coffee | espresso | latte art | cafés | cafes"),
  profile("librarian", "librarian", "📚 🔖 🤓", "books | reading | libraries | history"),
  profile(
    "athlete",
    "athlete | footballer | runner | cyclist | swimmer | climber",
    "🏅 🏃 💪",
    "sport | sports | training | fitness | running",
  ),
  profile(
    "gamer",
    "gamer | game developer | indie game developer | game designer",
    "🎮 👾 🕹️",
    "games | gaming | video games | indie games | pixel art | esports",
  ),
  profile(
    "parent",
    "mom | mum | dad | parent | mother | father | stay-at-home mom | stay-at-home parent",
    "🤍 🏡 ✨",
    "family | kids | parenting",
  ),
  profile(
    "manager",
    "manager | project manager | product manager | team lead | operations manager",
    "📋 🧭 ✅",
    "leadership | teams | planning | productivity",
  ),
];

/** Index of single keys and the longest key length, for fast matching. */
const BY_KEY = new Map<string, ProfessionProfile>();
for (const entry of PROFESSION_PROFILES) for (const key of entry.keys) if (!BY_KEY.has(key)) BY_KEY.set(key, entry);
const LONGEST_KEY_WORDS = Math.max(...[...BY_KEY.keys()].map((key) => key.split(" ").length));

/**
 * The profile of a profession as typed ("PhD student in marine biology", "Real estate agent"), by
 * its longest run of words that is a key; later runs win ties, because a role's head noun comes
 * last in English ("marine biologist" before "biologist", "yoga teacher" over "teacher").
 */
export function findProfessionProfile(profession: string): ProfessionProfile | undefined {
  const words = profession.toLowerCase().match(/[\p{L}\p{N}]+(?:[-'’&][\p{L}\p{N}]+)*|&/gu) ?? [];
  for (let length = Math.min(LONGEST_KEY_WORDS, words.length); length >= 1; length -= 1) {
    for (let start = words.length - length; start >= 0; start -= 1) {
      const found = BY_KEY.get(words.slice(start, start + length).join(" "));
      if (found) return found;
    }
  }
  return undefined;
}
