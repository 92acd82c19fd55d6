/**
 * Calls to action for every voice: the hook line of the Action-oriented style and of most Business
 * bios. Each starts with a verb of CALL_TO_ACTION_VERBS (style-rules.ts; a test checks it). They are
 * built from a verb and an object drawn apart, because a fixed "Follow the journey" can appear only
 * once in 60 bios under the category pages' shared-phrase rule.
 */
import { group, type TemplateGroup } from "../templates";

export const CTA_TEMPLATES: readonly TemplateGroup[] = [
  group("hook", ["cool", "Trendy"], [
    "{cool_cta_verb} {cool_cta_object}",
    "{cool_cta_verb} {cool_cta_object}",
    "{cool_cta_verb} {cool_cta_object}",
    "{cool_cta_verb} {cool_cta_object}",
    "{cool_cta_verb} {cool_cta_object} {cool_cta_tail}",
    "{cool_cta_verb} {cool_cta_object} {cool_cta_tail}",
    "Tap in, {cool_cta_promise}",
    "Stay close, {cool_cta_promise}",
    "Come along, {cool_cta_promise}",
    "Hit follow, {cool_cta_promise}",
  ], { cta: true }),
  group("hook", ["funny", "Funny"], [
    "Follow for {fun_follow}",
    "Follow for {fun_follow}",
    "Stick around for {fun_follow}",
    "Send {fun_send_cta}",
    "Send {fun_send_cta}",
    "Tag a friend who {fun_tag}",
    "Tag a friend who {fun_tag}",
    "Bring {fun_bring}",
    "Watch me {fun_watch}",
    "Watch me {fun_watch}",
    "Hit follow for {fun_follow}",
    "DM me {fun_dm}",
    "DM me {fun_dm}",
    "Come for {fun_follow}, stay for {fun_stuff}",
    "Join me in {fun_hobby}",
    "Subscribe to {fun_subscribe}",
    "Ask me about {fun_ask}",
  ], { cta: true }),
  group("hook", ["aesthetic", "Aesthetic", "Creative"], [
    "follow for {aes_things}",
    "follow for {aes_things} and {aes_things}",
    "come {aes_invite}",
    "come {aes_invite}",
    "wander with me {aes_when}",
    "save this for {aes_save}",
    "send me {aes_things}",
    "share your {aes_things}",
    "take {aes_take}",
    "stay for {aes_things}",
    "tag someone who loves {aes_things}",
    "listen to {aes_listen}",
    "walk {aes_walk} with me",
    "keep scrolling for {aes_things}",
  ], { cta: true }),
  // With the visitor's words: for the Funny tone and the Funny page.
  group("hook", ["funny", "Funny"], [
    "Follow for {i} and {fun_follow}",
    "Tag a friend who loves {i}",
    "Send {im} memes",
    "DM me your {im} hot takes",
    "Ask me about {i} (at your own risk)",
    "Watch me {fun_watch}, {p} edition",
  ], { cta: true, wordsOnly: true }),
];

export const CTA_LEXICONS: Readonly<Record<string, readonly string[]>> = {
  cool_cta_verb: ["Follow", "Join", "Watch", "Catch", "Tune in to", "Stay for", "Tap in for", "Hit follow for", "Scroll through", "Grab a seat for", "Follow along for"],
  cool_cta_object: [
    "the journey", "the ride", "the next chapter", "the glow-up", "the plot", "what's next", "the adventure",
    "the movement", "the rest of the story", "this era", "the highlight reel", "the daily log", "the side quests",
    "the comeback", "the build", "the next drop", "the behind-the-scenes", "the good bits", "the chaos",
    "the process", "the climb", "the soundtrack", "the experiment", "the main event", "the sequel",
    "the plot twists", "the city diaries", "the big reveal", "the updates", "the road ahead", "the remix",
    "the next episode", "the field notes", "the travel log", "the daily drop", "the late-night ideas",
  ],
  cool_cta_tail: ["below", "daily", "in real time", "from day one", "with me", "live", "up close"],
  cool_cta_promise: [
    "it's about to get good", "the best part is next", "big things loading", "we're just warming up",
    "no spoilers", "plot twist incoming", "good energy guaranteed", "it only gets better",
  ],
  fun_follow: [
    "snack reviews", "bad puns", "daily chaos", "plant drama", "dog content", "unhinged cooking",
    "questionable life advice", "pun-based content", "low-budget adventures", "sock updates",
    "nap reports", "kitchen disasters", "overthinking, live", "weekly fails", "sarcasm on tap",
    "shower thoughts", "bread opinions", "grocery haul drama", "pet gossip", "parking fails",
    "laundry sagas", "cereal rankings", "dramatic sighs", "couch reviews", "tiny victories",
  ],
  fun_send_cta: [
    "snacks", "memes, not emails", "dog pictures", "help and cookies", "pizza, not spoilers",
    "compliments only", "your worst puns", "coffee, urgently", "good gifs", "cat videos",
    "nap recommendations", "emergency chocolate",
  ],
  fun_tag: [
    "needs a nap", "owes you snacks", "laughs at their own jokes", "is always late", "steals fries",
    "talks to plants", "can't cook rice", "needs coffee first", "overthinks everything", "loses their keys",
    "sings in the car", "is secretly a golden retriever", "replies in memes",
  ],
  fun_bring: ["snacks", "snacks and gossip", "cheese", "a charger", "good vibes and pizza", "your best joke", "dessert", "emotional support fries"],
  fun_watch: [
    "fail at cooking", "lose at board games", "try to adult", "burn toast", "trip over nothing",
    "parallel park (badly)", "attempt yoga", "pretend to have it together", "assemble flat-pack furniture",
    "dance like nobody's watching", "negotiate with my alarm",
  ],
  fun_dm: ["your best pun", "a dog photo", "snack recommendations", "your worst joke", "memes only", "a compliment", "the tea", "your pizza order"],
  fun_subscribe: ["my nap schedule", "my snack newsletter", "daily chaos", "my sock updates", "my pun of the day", "my plant drama"],
  aes_invite: [
    "wander with me", "read by the window", "watch the rain with me", "pick wildflowers with me",
    "chase the golden hour", "slow down a little", "make tea and stay", "find the quiet with me",
    "collect sunsets with me", "press flowers with me", "walk the long way home",
  ],
  aes_save: ["a rainy day", "a slow sunday", "the next full moon", "golden hour", "your next daydream", "a quiet evening", "the first snow", "a long train ride"],
  aes_take: [
    "the long way home", "a slow walk", "a deep breath", "the scenic route", "a moment", "your time",
    "the window seat", "a little detour",
  ],
  aes_listen: ["the rain", "the sea", "your heart", "the birds", "the quiet", "old records", "the wind"],
  aes_walk: ["slowly", "by the sea", "through the meadow", "under the stars", "in the rain", "along the shore"],
};
