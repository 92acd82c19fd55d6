/**
 * What a copywriter knows about common roles, part H: everyday jobs the first seven parts did not
 * know or read as another job: site and trade support, heavy vehicles and plant, bars and leisure,
 * roads, rail and grounds, home-service installers and a few school roles. Every line is true of
 * anyone in the role (see ./types.ts for the rules).
 */
import type { RoleKnowledge } from "./types";

export const ROLES_H: readonly RoleKnowledge[] = [
  // Heavy vehicles, plant and site leadership.
  {
    names: [
      "heavy vehicle technician",
      "heavy vehicle mechanic",
      "hgv technician",
      "bus mechanic",
      "bus technician",
      "coach mechanic",
      "coach technician",
      "psv mechanic",
      "psv technician",
      "fleet mechanic",
      "fleet technician",
    ],
    emoji: ["🔧", "🚌", "🚛"],
    who: ["thinks a car tyre looks cute", "has crawled under bigger things", "owns a very long torque wrench"],
    work: {
      plain: [
        "Inspections, servicing and heavy repairs",
        "Big vehicles kept safe and on the road",
        "Brakes, air systems and diagnostics",
      ],
      wry: [
        "Everything is heavier than you think",
        "The pit is my natural habitat",
        "It needs a bigger spanner. It always does",
      ],
      warm: [
        "Keeping big wheels turning safely",
        "The checks behind every safe journey",
        "Proud of the vehicles that run all day",
      ],
    },
    cta: [],
  },
  {
    names: [
      "foreman",
      "forewoman",
      "site foreman",
      "general foreman",
      "construction foreman",
      "working foreman",
      "ganger",
      "chargehand",
      "scaffolding supervisor",
      "scaffold supervisor",
      "scaffolding foreman",
    ],
    emoji: ["👷", "🏗️", "📋"],
    who: ["answers the phone on the ladder", "knows who is late before they do", "runs the site on tea and lists"],
    work: {
      plain: [
        "Crews organised, work checked, site safe",
        "Keeping the job on plan and on time",
        "Toolbox talks, checks and clear orders",
      ],
      wry: ["My phone rings more than the drill", "Who moved my tape? Again", "Hi-vis, clipboard, strong opinions"],
      warm: ["Every crew home safe at the end", "Good work comes from a good gang", "Trusted to get it done right"],
    },
    cta: [],
  },
  {
    names: [
      "plant driver",
      "digger driver",
      "excavator driver",
      "dumper driver",
      "roller driver",
      "telehandler driver",
      "loader driver",
      "bulldozer driver",
      "dozer driver",
    ],
    emoji: ["🚜", "🏗️", "🦺"],
    who: ["waves at every kid who waves", "parks it better than you park", "eats lunch in the cab, mostly"],
    work: {
      plain: [
        "Digging, loading and moving on site",
        "Careful driving in tight spaces",
        "Ground moved safely and to level",
      ],
      wry: [
        "Professional sandpit, bigger toys",
        "The cab is my office with a view",
        "Mud up to the wheel arches, happily",
      ],
      warm: [
        "Groundwork that everything stands on",
        "Big machines, steady hands",
        "Every job starts with moving earth",
      ],
    },
    cta: [],
  },
  {
    names: ["mot tester", "mot inspector", "mot technician", "mot examiner", "mot nominated tester"],
    emoji: ["🚗", "📋", "🔍"],
    who: ["has heard every bulb excuse going", "can spot a bald tyre from the door", "knows your wipers need changing"],
    work: {
      plain: [
        "Thorough, fair annual vehicle tests",
        "Clear advice on what passed and why",
        "Lights, brakes, tyres and emissions checked",
      ],
      wry: [
        "It drove fine this morning, I know",
        "A blown bulb is still a fail, sorry",
        "Yes, the horn is on the list",
      ],
      warm: ["Safer roads, one test at a time", "Honest checks you can trust", "Drive away knowing it was checked"],
    },
    cta: ["Book your vehicle test by DM", "Message me before your test is due"],
  },
  {
    names: [
      "spray painter",
      "car sprayer",
      "vehicle sprayer",
      "vehicle painter",
      "paint sprayer",
      "car painter",
      "automotive painter",
      "body shop painter",
    ],
    emoji: ["🎨", "🚗", "🛠️"],
    who: [
      "sees every dust speck in the booth",
      "names colours nobody else can see",
      "owns more masking tape than sense",
    ],
    work: {
      plain: [
        "Prep, colour matching and a clean finish",
        "Paintwork repaired and blended in",
        "Masked, sprayed and polished properly",
      ],
      wry: ["Silver is never just silver", "Respirator tan lines are real", "Sanding is the real job. Sorry"],
      warm: ["Making damage disappear for good", "A finish you can see your face in", "Pride in paint nobody notices"],
    },
    cta: ["DM me a picture of the scratch", "Ask me about a paint repair"],
  },
  // Trade support and site trades.
  {
    names: [
      "electrician's mate",
      "electricians mate",
      "electrician's labourer",
      "electricians labourer",
      "plumber's mate",
      "plumbers mate",
      "tradesman's mate",
      "tradesmans mate",
      "builder's mate",
      "builders mate",
    ],
    emoji: ["🧰", "🔌", "🔧"],
    who: ["can find anything in the van", "fetches the thing from the van", "makes the tea and learns the trade"],
    work: {
      plain: [
        "Helping the trade work safely and fast",
        "Tools ready, materials on hand",
        "Prep, fetching, tidying and learning",
      ],
      wry: ["Pass me the... yes, that one", "Van to job and back, all day", "I hold the torch at the right angle"],
      warm: [
        "Learning a trade by doing it",
        "The helping hand every job needs",
        "Every trade started as somebody's mate",
      ],
    },
    cta: [],
  },
  {
    names: [
      "plasterer's labourer",
      "plasterers labourer",
      "bricklayer's labourer",
      "bricklayers labourer",
      "brickie's labourer",
      "brickies labourer",
      "builder's labourer",
      "builders labourer",
      "hod carrier",
      "hodman",
      "hoddie",
    ],
    emoji: ["🧱", "🪣", "💪"],
    who: ["mixes it before anyone asks", "has carried a house up a ladder", "carries everything up, twice"],
    work: {
      plain: [
        "Mixing, carrying and keeping the trade fed",
        "Materials where they are needed, on time",
        "A clean, stocked and safe work area",
      ],
      wry: [
        "The mix is never quite right for them",
        "Ladder, bucket, repeat",
        "Shoulders built by materials, not weights",
      ],
      warm: [
        "Strong backs keep the build going",
        "Hard graft that makes the trade look good",
        "Proud of every load carried",
      ],
    },
    cta: [],
  },
  {
    names: ["steel fixer", "steelfixer", "rebar fixer", "reinforcement fixer", "rebar worker"],
    emoji: ["🏗️", "🔩", "🦺"],
    who: ["ties more knots than a sailor", "carries bundles like feathers", "is why the concrete stays up"],
    work: {
      plain: [
        "Reinforcement cut, placed and tied",
        "Steel fixed to drawings, ready to pour",
        "Cages, mats and starter bars done right",
      ],
      wry: [
        "Tying wire gets into every pocket",
        "My back knows every bar I've carried",
        "Tying wire all day, dreaming in grids",
      ],
      warm: [
        "The strength inside every slab",
        "Hidden work that holds buildings up",
        "Building the bones of big places",
      ],
    },
    cta: [],
  },
  {
    names: [
      "tarmac layer",
      "tarmacker",
      "asphalt layer",
      "surfacing operative",
      "road surfacer",
      "asphalt paver",
      "surfacing contractor",
    ],
    emoji: ["🛣️", "🚧", "🔥"],
    who: ["smells like hot tar, proudly", "judges every pothole on the way", "has ruined a lot of boots"],
    work: {
      plain: [
        "Surfaces laid, raked and rolled smooth",
        "Roads, drives and paths resurfaced",
        "Neat joins and proper drainage falls",
      ],
      wry: ["Summer at the tar face is no joke", "Please do not drive on it yet", "Pothole spotting is a reflex now"],
      warm: [
        "Smooth ground under everyone's wheels",
        "Leaving every surface better",
        "Work you drive over without a thought",
      ],
    },
    cta: ["Ask me to quote for your surfacing", "Send me pictures of your drive"],
  },
  {
    names: [
      "traffic management operative",
      "traffic management operator",
      "tm operative",
      "traffic management",
      "traffic marshal",
      "stop go operator",
    ],
    emoji: ["🚧", "🦺", "🚦"],
    who: ["puts the cones out, and back again", "has been honked at by everyone", "has seen every impatient face"],
    work: {
      plain: [
        "Safe lane closures and clear signing",
        "Keeping workers and drivers safe",
        "Cones, signs and barriers set out right",
      ],
      wry: ["Yes, all the cones are necessary", "I don't decide how long the works last", "Stop means stop, thank you"],
      warm: [
        "Everyone through the roadworks safely",
        "Protecting the crews behind the cones",
        "Small signs, big difference",
      ],
    },
    cta: [],
  },
  {
    names: [
      "fence installer",
      "fence fitter",
      "fence erector",
      "fencing contractor",
      "fencing installer",
      "fence builder",
      "agricultural fencer",
    ],
    emoji: ["🪵", "🔨", "🏡"],
    who: ["has dug a thousand post holes", "can spot a leaning post at speed", "meets every neighbour eventually"],
    work: {
      plain: [
        "Fences fitted straight and built to last",
        "Posts set, panels up, gates hung",
        "Boundaries made secure and tidy",
      ],
      wry: [
        "Every garden hides a buried rock",
        "It was the wind, not the fence",
        "Post holes are deeper than they look",
      ],
      warm: ["Good fences keep the peace", "A boundary you never worry about", "Privacy and peace around your home"],
    },
    cta: ["DM me for a fencing quote", "Message me your fence measurements"],
  },
  // Bars, shops and leisure.
  {
    names: [
      "bar staff",
      "bar tender",
      "bar assistant",
      "bar person",
      "bar worker",
      "bar team member",
      "barback",
      "bar back",
      "glass collector",
      "glassie",
    ],
    emoji: ["🍺", "🍷", "🧊"],
    who: ["has heard every last orders plea", "can carry far too many glasses", "knows where the floor is sticky"],
    work: {
      plain: [
        "Quick service and a clean, stocked bar",
        "Friendly service from open to close",
        "Glasses cleared, fridges filled",
      ],
      wry: ["Waving a card at me won't help", "Glass tower champion of the night", "The ice always runs out first"],
      warm: ["Part of a good night out", "Good service, good company", "Where people come to unwind"],
    },
    cta: [],
  },
  {
    names: [
      "barista trainer",
      "coffee trainer",
      "barista coach",
      "barista educator",
      "coffee educator",
      "coffee trainer and barista",
    ],
    emoji: ["☕", "🎓", "🥛"],
    who: ["can hear a bad milk stretch", "tastes espresso like a sommelier", "has poured endless practice hearts"],
    work: {
      plain: [
        "Barista skills taught hands-on",
        "Espresso, milk and workflow training",
        "Teams trained to pour consistently",
      ],
      wry: [
        "Tamp level, please, I'm begging",
        "I drink the practice shots. All of them",
        "Still judging your latte art, kindly",
      ],
      warm: [
        "Helping new baristas find their feet",
        "Better coffee, one trainee at a time",
        "Passing on the craft of the cup",
      ],
    },
    cta: ["Book barista training by DM", "Ask me about training your team"],
  },
  {
    names: [
      "shift manager",
      "duty manager",
      "night manager",
      "shift runner",
      "duty supervisor",
      "shift manager on duty",
    ],
    emoji: ["🕒", "📋", "🔑"],
    who: ["holds the keys and the problems", "is the one they call for", "knows where the spare keys are"],
    work: {
      plain: [
        "Running safe, smooth shifts start to end",
        "Staff, customers and standards looked after",
        "Opening, closing and everything between",
      ],
      wry: ["Can I speak to the manager? That's me", "My radio never sleeps", "Every problem finds me eventually"],
      warm: [
        "Making every shift a good one",
        "Someone calm to turn to on a busy day",
        "Looking after the team on duty",
      ],
    },
    cta: [],
  },
  {
    names: [
      "store assistant",
      "store colleague",
      "retail colleague",
      "shop floor assistant",
      "store team member",
      "shop floor colleague",
    ],
    emoji: ["🛒", "🏷️", "🛍️"],
    who: [
      "has been asked where everything is",
      "tidies shelves while walking past",
      "knows what is out the back, mostly",
    ],
    work: {
      plain: [
        "Helping customers and keeping it stocked",
        "Tills, shelves and friendly service",
        "A tidy store and a helpful answer",
      ],
      wry: [
        "If it's not on the shelf, it's not out back",
        "Yes, I work here. The lanyard says so",
        "Price checks are my cardio",
      ],
      warm: [
        "Making the weekly shop a bit easier",
        "Help is just an aisle away",
        "Always happy to point you the right way",
      ],
    },
    cta: [],
  },
  {
    names: [
      "store detective",
      "loss prevention officer",
      "loss prevention",
      "loss prevention assistant",
      "retail loss prevention",
    ],
    emoji: ["🕵️", "🛒", "📹"],
    who: ["blends in with the shoppers", "clocks the big coat in summer", "has seen every trick with a bag"],
    work: {
      plain: [
        "Preventing theft and protecting stock",
        "Discreet observation and clear reports",
        "Keeping staff and shoppers safe",
      ],
      wry: ["Just browsing. Same as you", "I notice what goes in the pram", "Nice coat. Deep pockets, though"],
      warm: ["Keeping the shop safe for everyone", "Quietly watching out for the staff", "Calm, fair and watchful"],
    },
    cta: [],
  },
  {
    names: [
      "leisure assistant",
      "leisure centre assistant",
      "leisure attendant",
      "leisure centre attendant",
      "leisure centre staff",
      "leisure team member",
      "recreation assistant",
      "sports centre assistant",
      "pool attendant",
    ],
    emoji: ["🏊", "🏸", "🦺"],
    who: ["knows every sports hall echo", "knows every class on the timetable", "puts the nets up, then down again"],
    work: {
      plain: [
        "Safe, clean and welcoming facilities",
        "Front desk, facilities and customer care",
        "Halls and kit ready for every booking",
      ],
      wry: ["Lost property is a small museum", "I have folded a lot of gym mats", "Walking, not running, thank you"],
      warm: [
        "Helping the community stay active",
        "Somewhere safe to play and keep fit",
        "Keeping the centre running for everyone",
      ],
    },
    cta: [],
  },
  {
    names: [
      "cleaning supervisor",
      "cleaner supervisor",
      "cleaning team leader",
      "cleaning manager",
      "domestic supervisor",
      "domestic services supervisor",
      "cleaning operations supervisor",
    ],
    emoji: ["🧽", "🧹", "📋"],
    who: ["runs a finger along every ledge", "spots a smear from the doorway", "has a rota for the rota"],
    work: {
      plain: [
        "Cleaning teams trained, scheduled, checked",
        "High standards kept across every site",
        "Audits, supplies and a reliable team",
      ],
      wry: ["I see streaks in my sleep", "Who left the mop bucket there?", "Never trust a shiny floor at first look"],
      warm: [
        "Clean spaces people feel good in",
        "Backing the team that does the work",
        "Pride in the places we look after",
      ],
    },
    cta: [],
  },
  // Streets, roads and waste.
  {
    names: [
      "road sweeper",
      "street sweeper",
      "road sweeper driver",
      "sweeper driver",
      "litter picker",
      "street cleansing operative",
      "cleansing operative",
      "street scene operative",
    ],
    emoji: ["🧹", "🍂", "🚮"],
    who: ["knows autumn by the ton", "has found it all in the gutter", "sees the town before it wakes"],
    work: {
      plain: [
        "Streets swept and litter cleared early",
        "Keeping public spaces clean and safe",
        "Leaves, litter and spills cleared away",
      ],
      wry: ["Autumn is my busy season", "The bin was right there, honestly", "Out before the streetlights switch off"],
      warm: [
        "Streets the neighbours can be proud of",
        "Proud of the place I keep tidy",
        "Clean streets nobody has to think about",
      ],
    },
    cta: [],
  },
  {
    names: [
      "gritter driver",
      "gritter",
      "gritting driver",
      "winter maintenance driver",
      "snowplough driver",
      "snowplow driver",
      "snow plough driver",
      "snow plow driver",
    ],
    emoji: ["❄️", "🚛", "🧂"],
    who: ["reads the forecast like scripture", "is out while you sleep through it", "loves a cold night, oddly"],
    work: {
      plain: [
        "Treating roads before the ice arrives",
        "Winter routes kept open and safe",
        "Night and early runs when it freezes",
      ],
      wry: ["Yes, I was out at three. Again", "A frost warning is my alarm clock", "Nobody waves until it snows"],
      warm: [
        "Safe roads for your morning drive",
        "Out in the cold so you are not stuck",
        "Keeping the place moving all winter",
      ],
    },
    cta: [],
  },
  {
    names: [
      "recycling operative",
      "recycling centre operative",
      "recycling centre attendant",
      "tip attendant",
      "tip operative",
      "household waste site operative",
      "waste site operative",
    ],
    emoji: ["♻️", "🗑️", "🚛"],
    who: ["knows which skip it really goes in", "has seen the weekend clear-outs", "can spot plastic in the wood skip"],
    work: {
      plain: [
        "Waste sorted safely for recycling",
        "Helping visitors find the right skip",
        "A tidy, safe and busy site",
      ],
      wry: ["Cardboard, flattened, please", "It is not general waste, sorry", "Bank holidays are our rush hour"],
      warm: ["Less waste, more reused", "Doing my bit for a cleaner planet", "Giving old things a second life"],
    },
    cta: [],
  },
  {
    names: ["meter reader", "meter reading operative", "meter reading agent", "meter inspector"],
    emoji: ["🔦", "📟", "🏠"],
    who: ["has met every guard dog going", "knows where the meters hide", "knows every cupboard under stairs"],
    work: {
      plain: [
        "Accurate readings, every visit",
        "Careful, courteous home visits",
        "Meters checked and recorded properly",
      ],
      wry: ["Behind the ironing board, usually", "Yes, I do need to see it myself", "My torch has worked very hard"],
      warm: ["Keeping your bills honest", "A friendly knock and a quick visit", "Out on foot in every weather"],
    },
    cta: [],
  },
  {
    names: [
      "smart meter installer",
      "smart meter engineer",
      "smart meter technician",
      "meter installer",
      "meter fitter",
      "metering engineer",
    ],
    emoji: ["⚡", "🔥", "🔧"],
    who: ["knows what lurks in meter boxes", "spends a lot of time under stairs", "has moved a lot of coats"],
    work: {
      plain: [
        "Meters fitted, tested and explained",
        "Safe installs with minimal fuss",
        "Clear help with your new display",
      ],
      wry: ["Power off for just a minute, promise", "I will need to move the shoes", "No, it's not listening to you"],
      warm: [
        "Helping homes see what they use",
        "A tidy job and a clear handover",
        "Smarter energy, one home at a time",
      ],
    },
    cta: [],
  },
  {
    names: [
      "alarm engineer",
      "alarm installer",
      "intruder alarm engineer",
      "security alarm engineer",
      "security systems installer",
      "alarm technician",
    ],
    emoji: ["🚨", "🔒", "🔧"],
    who: ["has heard every false alarm story", "knows every code is a birthday", "tests it, then tests it again"],
    work: {
      plain: [
        "Alarms fitted, serviced and tested",
        "Faults found and systems kept reliable",
        "Security that works when it matters",
      ],
      wry: [
        "It was the cat. It's always the cat",
        "Please change the code from the default",
        "Yes, it is supposed to be that loud",
      ],
      warm: ["Sleep well knowing it's covered", "Protecting the places you love", "Feeling safe in your own home"],
    },
    cta: ["DM me to book an alarm service", "Ask me about securing your home"],
  },
  {
    names: [
      "lift engineer",
      "lift technician",
      "lift mechanic",
      "lift fitter",
      "lift and escalator engineer",
      "escalator engineer",
    ],
    emoji: ["🛗", "🔧", "⬆️"],
    who: ["takes the stairs, ironically", "has stood on top of the car", "knows what the shaft is hiding"],
    work: {
      plain: [
        "Servicing, fault finding and repairs",
        "Safe, reliable lifts, checked regularly",
        "Breakdowns sorted, people moving",
      ],
      wry: ["Yes, I've been stuck in one", "Pressing it twice does not help", "My office goes up and down"],
      warm: ["Helping people reach every floor", "Keeping buildings open to everyone", "Safe journeys between floors"],
    },
    cta: [],
  },
  {
    names: [
      "insulation installer",
      "insulation fitter",
      "insulation engineer",
      "loft insulation installer",
      "loft insulator",
      "cavity wall installer",
      "cavity wall insulation installer",
    ],
    emoji: ["🏠", "🧤", "🔥"],
    who: ["has crawled through every loft", "itches just thinking about it", "knows how cold your loft gets"],
    work: {
      plain: [
        "Insulation fitted neatly, no mess left",
        "Warmer homes and lower heat loss",
        "Lofts, walls and floors insulated",
      ],
      wry: ["Mind the joists, not the gaps", "Itchy job, cosy results", "Protective suit, fashion choice"],
      warm: ["Warmer homes, lower bills", "Keeping the heat where it belongs", "Cosy winters start up in the loft"],
    },
    cta: ["DM me to ask about insulation", "Message me to arrange a survey"],
  },
  // Grounds, trees and the countryside.
  {
    names: [
      "groundsman",
      "groundswoman",
      "groundsperson",
      "sports groundsman",
      "pitch groundsman",
      "sports turf technician",
      "turf technician",
    ],
    emoji: ["🌱", "⚽", "🚜"],
    who: ["glares at anyone on the wet pitch", "checks the forecast every hour", "mows in perfect stripes"],
    work: {
      plain: [
        "Turf mowed, rolled, marked and repaired",
        "Pitches ready for match day",
        "Grass kept healthy through the seasons",
      ],
      wry: ["Keep off the grass. I mean it", "Rain is a personal enemy of mine", "Stripes are a personal statement"],
      warm: ["Every game starts on my grass", "A pitch to be proud of", "Proud of every stripe on the pitch"],
    },
    cta: [],
  },
  {
    names: ["greenkeeper", "greenskeeper", "golf greenkeeper", "golf course greenkeeper", "course greenkeeper"],
    emoji: ["⛳", "🌱", "🚜"],
    who: ["is on the course before the birds", "repairs every pitch mark you leave", "has strong views on divots"],
    work: {
      plain: [
        "Greens cut, rolled and cared for",
        "Course presentation, day in, day out",
        "Turf, bunkers and tees maintained",
      ],
      wry: ["Please replace your divots. Please", "Bunker rakes belong in the bunker", "Dawn patrol, with a mower"],
      warm: [
        "Sunrise on an empty course, every day",
        "Proud of every green on the course",
        "Making every round a pleasure",
      ],
    },
    cta: [],
  },
  {
    names: ["tree planter", "reforestation worker", "forestry planter", "tree planting operative", "woodland planter"],
    emoji: ["🌳", "🌱", "🪏"],
    who: ["plants a forest before lunch", "counts in saplings, not hours", "has mud in places it shouldn't be"],
    work: {
      plain: [
        "Saplings planted, guarded and staked",
        "New woodland, planted by hand",
        "Long days out on the planting sites",
      ],
      wry: [
        "My spade and I are very close",
        "Waterproofs on, whatever the sky says",
        "Bending down is my whole workout",
      ],
      warm: [
        "Planting shade for people I'll never meet",
        "Woods that will outlive us all",
        "Every sapling is a small promise",
      ],
    },
    cta: [],
  },
  {
    names: ["gamekeeper", "game keeper", "beatkeeper", "underkeeper", "under keeper", "estate keeper"],
    emoji: ["🌲", "🦌", "🥾"],
    who: ["knows every path in the dark", "reads tracks like a newspaper", "is up before the wildlife"],
    work: {
      plain: [
        "Land, habitat and wildlife managed",
        "Woods and fields kept in good order",
        "Early starts and long days outdoors",
      ],
      wry: [
        "Mud is a year-round accessory",
        "Weekends? The land never heard of them",
        "Office hours are set by the weather",
      ],
      warm: ["Looking after the land, season by season", "Life lived by the seasons", "Quiet mornings, wild places"],
    },
    cta: [],
  },
  // Rail and docks.
  {
    names: ["signaller", "railway signaller", "rail signaller", "signalman", "signalwoman", "signal operator"],
    emoji: ["🚦", "🚆", "🎛️"],
    who: ["sees the trains before you do", "has a favourite signal box", "runs on tea and timetables"],
    work: {
      plain: [
        "Trains routed safely and on schedule",
        "Routes set, signals cleared, lines kept safe",
        "Calm decisions when trains are delayed",
      ],
      wry: [
        "Not the driver, not the guard, the other one",
        "Delays are never as simple as they look",
        "My screen has more lines than a map",
      ],
      warm: ["The reason trains pass safely", "The quiet hand on a busy railway", "Safety first, every single train"],
    },
    cta: [],
  },
  {
    names: [
      "track worker",
      "trackman",
      "track operative",
      "track maintenance operative",
      "railway trackman",
      "permanent way operative",
    ],
    emoji: ["🛤️", "🦺", "🔦"],
    who: ["does the night shift under lights", "knows the railway in the dark", "has walked miles of line by torch"],
    work: {
      plain: [
        "Track inspected, maintained and repaired",
        "Safe work on the line, day and night",
        "Ballast, sleepers and rails kept right",
      ],
      wry: ["Engineering works. Yes, that was us", "Orange is my colour now", "I sleep when the trains run"],
      warm: [
        "Keeping the railway safe for everyone",
        "Hidden work behind every smooth ride",
        "Out at night so trains run by day",
      ],
    },
    cta: [],
  },
  {
    names: ["stevedore", "docker", "dockworker", "longshoreman", "port operative", "lasher"],
    emoji: ["⚓", "🚢", "🏗️"],
    who: ["has shifted cargo of every kind", "knows the tide times by heart", "works in all weather the sea sends"],
    work: {
      plain: [
        "Cargo loaded, secured and discharged",
        "Safe, fast work on the quayside",
        "Keeping ships turned round on time",
      ],
      wry: [
        "The ship waits for nobody, except us",
        "Wind on the quay hits different",
        "Hard hat, heavy boots, early tide",
      ],
      warm: ["Keeping goods moving across the world", "Proud of hard graft by the water", "Strong crews, safe shifts"],
    },
    cta: [],
  },
  // Schools and care transport.
  {
    names: ["exams officer", "examinations officer", "exam officer", "exams manager", "examinations manager"],
    emoji: ["📝", "⏰", "📋"],
    who: ["dreams in seating plans", "has checked every clock in school", "knows the exam timetable by heart"],
    work: {
      plain: [
        "Exam entries, timetables and results",
        "Fair, well-run exams for every student",
        "Seating plans, papers and access needs",
      ],
      wry: [
        "Exam season is my whole year, really",
        "Please check your candidate number",
        "Phones in the box, yes, yours too",
      ],
      warm: [
        "A calm room for a big moment",
        "Giving every candidate a fair chance",
        "Behind every result, a smooth exam",
      ],
    },
    cta: [],
  },
  {
    names: ["invigilator", "exam invigilator", "exams invigilator", "examination invigilator"],
    emoji: ["📝", "⏳", "🤫"],
    who: ["walks the hall in very quiet shoes", "hears every pen drop", "has counted the ceiling tiles"],
    work: {
      plain: [
        "Exams run fairly and by the rules",
        "Quiet rooms and careful supervision",
        "Papers given out and collected safely",
      ],
      wry: ["Squeaky shoes are my nemesis", "You may now turn over your paper", "Standing still is a real skill"],
      warm: ["A calm presence on a nervous day", "Every candidate gets a fair go", "Quietly wishing everyone well"],
    },
    cta: [],
  },
  {
    names: ["cover supervisor", "cover tutor", "cover staff"],
    emoji: ["📚", "🏫", "✏️"],
    who: [
      "has taught every subject, briefly",
      "can learn a class list in a lesson",
      "has heard every seating plan lie",
    ],
    work: {
      plain: [
        "Lessons covered, classes kept on track",
        "Set work delivered, behaviour managed",
        "Steady support across every subject",
      ],
      wry: [
        "No, your teacher does not let you",
        "Today's lesson is on the board, again",
        "New class, same missing pens",
      ],
      warm: ["Keeping learning going on any day", "A calm classroom, whoever is away", "Showing up for every class"],
    },
    cta: [],
  },
  {
    names: [
      "playworker",
      "play worker",
      "playscheme worker",
      "play scheme worker",
      "playscheme leader",
      "holiday club worker",
    ],
    emoji: ["🪁", "🧩", "⚽"],
    who: ["has been it in tag all afternoon", "builds dens at a pro level", "knows the rules of every game"],
    work: {
      plain: [
        "Safe, child-led play every session",
        "Games, crafts and outdoor play",
        "Space for children to try new things",
      ],
      wry: [
        "Glitter gets everywhere. Everywhere",
        "Referee of the great den dispute",
        "Muddy knees are a sign of success",
      ],
      warm: [
        "Childhood should be full of play",
        "Making space for freedom and fun",
        "Where every child gets to join in",
      ],
    },
    cta: [],
  },
  {
    names: [
      "ambulance care assistant",
      "patient transport driver",
      "patient transport service driver",
      "ambulance care attendant",
      "pts driver",
      "patient transport assistant",
    ],
    emoji: ["🚑", "🩺", "🤝"],
    who: ["knows every hospital car park", "has chatted with half the town", "can fold a wheelchair one-handed"],
    work: {
      plain: [
        "Safe journeys to and from appointments",
        "Patient care on every transfer",
        "Careful moving and handling",
      ],
      wry: [
        "Chauffeur, carer and chat show host",
        "I know the hospital back roads",
        "Every trip comes with a life story",
      ],
      warm: ["A kind face on the way to care", "Getting patients there safely", "Small journeys, real difference"],
    },
    cta: [],
  },
  {
    names: ["milkman", "milkwoman", "milk roundsman", "milk delivery man", "milkperson"],
    emoji: ["🥛", "🚚", "🌅"],
    who: ["sees every sunrise on the round", "knows who leaves the note out", "knows every doorstep by heart"],
    work: {
      plain: ["Fresh milk to your door, early", "Reliable doorstep delivery", "The same reliable round each week"],
      wry: [
        "My commute ends before yours starts",
        "Tiptoeing up your path since dawn",
        "The doorstep note is my email",
      ],
      warm: [
        "Keeping the doorstep tradition alive",
        "A familiar face on the early round",
        "Good mornings start with fresh milk",
      ],
    },
    cta: ["Message me to join the round", "DM me for doorstep delivery"],
  },
  {
    names: [
      "activities coordinator",
      "activity coordinator",
      "activities co-ordinator",
      "care home activities coordinator",
    ],
    emoji: ["🎲", "🎶"],
    who: ["has a quiz for every afternoon", "can run bingo and a singalong", "knows everyone's favourite song"],
    work: {
      plain: [
        "Activities, outings and good company",
        "Days planned around the residents",
        "Music, games and gentle exercise",
      ],
      wry: ["Bingo caller, quizmaster and DJ", "Never short of a craft idea", "Singalongs are a contact sport here"],
      warm: [
        "Something to enjoy in every day",
        "Bringing laughter into the lounge",
        "Making room for joy, every afternoon",
      ],
    },
    cta: [],
  },
];
