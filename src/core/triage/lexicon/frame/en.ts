// How a sentence is framed: negation, questions, time, hedges (NEG to EXPOSED: negation.ts): the English terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const frameEn = {
  // Read by the engine.
  NEG: [
    'zero', 'not', 'never', 'nor', 'without', 'isnt', 'arent', 'wasnt', 'werent', 'hasnt', 'havent', 'hadnt', 'doesnt',
    'dont', 'didnt', 'wont', 'wouldnt', 'aint', 'nobody', 'neither',
  ],
  KEEPS_ON: ['wont stop', 'doesnt stop', 'didnt stop', 'cant stop', 'wouldnt stop', 'never stops'],
  QUESTION: [
    'who', 'whom', 'what', 'which', 'how', 'are', 'is', 'can', 'could', 'do', 'does', 'should', 'would', 'will', 'why',
    'when', 'where',
  ],
  IF: [
    // What is normal for any cat ("how fast should a cat breathe when sleeping"): asked in general.
    'how fast should a cat', 'how fast should cats', 'how fast does a cat', 'how fast do cats',
    'how many breaths should a cat', 'how many breaths should cats', 'how many breaths does a cat',
    'how many breaths do cats', 'how many times should a cat', 'how many times should cats',
    'how many times does a cat', 'how many times do cats', 'how often should a cat', 'how often should cats',
    'how often does a cat', 'how often do cats', 'how do i make sure', 'how can i make sure', 'how to make sure',
    'how cold is too cold', 'how hot is too hot', 'how long is too long', 'how much is too much',
    'how many is too many', 'how often is too often',
    // "How do I know if…": asking what to watch for, not telling.
    'how do i know if', 'how can i tell if', 'how to tell if', 'if', 'in case', 'for the future', 'just wondering',
    'want to be ready', 'to be prepared', 'just asking', 'just curious', 'hypothetically', 'how do i keep',
    'how to keep', 'how do i stop', 'how to stop', 'prevent*', 'cat proof*',
    /** "afraid he might fall", "tengo miedo que lo atropelle": a worry about what could happen, not a report. */
    'afraid he might', 'afraid he could', 'afraid he will', 'afraid he may', 'afraid he would', 'afraid he gonna',
    'afraid she might', 'afraid she could', 'afraid she will', 'afraid she may', 'afraid she would', 'afraid she gonna',
    'afraid it might', 'afraid it could', 'afraid it will', 'afraid it may', 'afraid it would', 'afraid it gonna',
    'afraid the cat might', 'afraid the cat could', 'afraid the cat will', 'afraid the cat may', 'afraid the cat would',
    'afraid the cat gonna', 'afraid hell', 'afraid shell', 'afraid hed', 'afraid shed', 'scared he might',
    'scared he could', 'scared he will', 'scared he may', 'scared he would', 'scared he gonna', 'scared she might',
    'scared she could', 'scared she will', 'scared she may', 'scared she would', 'scared she gonna', 'scared it might',
    'scared it could', 'scared it will', 'scared it may', 'scared it would', 'scared it gonna', 'scared the cat might',
    'scared the cat could', 'scared the cat will', 'scared the cat may', 'scared the cat would', 'scared the cat gonna',
    'scared hell', 'scared shell', 'scared hed', 'scared shed', 'worried he might', 'worried he could',
    'worried he will', 'worried he may', 'worried he would', 'worried he gonna', 'worried she might',
    'worried she could', 'worried she will', 'worried she may', 'worried she would', 'worried she gonna',
    'worried it might', 'worried it could', 'worried it will', 'worried it may', 'worried it would', 'worried it gonna',
    'worried the cat might', 'worried the cat could', 'worried the cat will', 'worried the cat may',
    'worried the cat would', 'worried the cat gonna', 'worried hell', 'worried shell', 'worried hed', 'worried shed',
    'worry he might', 'worry he could', 'worry he will', 'worry he may', 'worry he would', 'worry he gonna',
    'worry she might', 'worry she could', 'worry she will', 'worry she may', 'worry she would', 'worry she gonna',
    'worry it might', 'worry it could', 'worry it will', 'worry it may', 'worry it would', 'worry it gonna',
    'worry the cat might', 'worry the cat could', 'worry the cat will', 'worry the cat may', 'worry the cat would',
    'worry the cat gonna', 'worry hell', 'worry shell', 'worry hed', 'worry shed', 'nervous he might',
    'nervous he could', 'nervous he will', 'nervous he may', 'nervous he would', 'nervous he gonna',
    'nervous she might', 'nervous she could', 'nervous she will', 'nervous she may', 'nervous she would',
    'nervous she gonna', 'nervous it might', 'nervous it could', 'nervous it will', 'nervous it may',
    'nervous it would', 'nervous it gonna', 'nervous the cat might', 'nervous the cat could', 'nervous the cat will',
    'nervous the cat may', 'nervous the cat would', 'nervous the cat gonna', 'nervous hell', 'nervous shell',
    'nervous hed', 'nervous shed', 'afraid to', 'scared to', 'nervous to',
  ],
  PERSONAL: [
    'my', 'mine', 'our', 'he', 'she', 'him', 'her', 'his', 'hers', 'hes', 'shes', 'the cat', 'the kitten', 'this cat',
    'this kitten',
  ],
  EXPOSED: [
    'bit a', 'bit off', 'bit into', 'took a bite', 'eating something', 'ate something', 'chewing something',
    'how much he ate', 'how much she ate', 'how much he got', 'how much she got', 'chewed up', 'her chewing',
    'him chewing', 'been chewing', 'were chewing', 'now its gone', 'the whole piece', 'cant find the rest',
    'missing piece', 'rest of it is gone', 'rest is gone', 'teeth marks', 'tooth marks', 'bite marks', 'drink the',
    'drinks the', 'drinking the', 'he eat', 'she eat', 'cat eat', 'eat it', 'in his mouth', 'in her mouth',
    'in its mouth', 'put some', 'put a little', 'put a drop', 'put drops', 'applied', 'i rubbed', 'gave the cat',
    'gave my cat', 'gave the kitten', 'missing', 'a piece is missing', 'piece missing', 'half of it is gone',
    'cleaned them', 'cleaned it off', 'cleaned himself', 'cleaned herself', 'cleaned his paws', 'cleaned her paws',
    'licked it off', 'licking', 'groom*', 'stepped in', 'walked through', 'walked in', 'rolled in', 'covered in',
    'got on', 'spill*', 'splash*', 'tasted', 'inhal*', 'breathed in', 'ate', 'eaten', 'licked', 'lick', 'chewed',
    'is chewing', 'was chewing', 'found him chewing', 'found her chewing', 'swallow*', 'drank', 'drunk', 'got into',
    'got in', 'ingest*', 'nibbl*', 'bit through', 'gave him', 'gave her', 'gave it', 'was given', 'been given', 'used',
    'put on him', 'put on her', 'put it on', 'put some on', 'put on the cat', 'put on my cat', 'put in his',
    'put in her', 'put the drops', 'put the dog', 'put dog', 'put flea', 'put the flea', 'puts on him', 'puts on her',
    'puts it on', 'puts some on', 'puts on the cat', 'puts on my cat', 'puts in his', 'puts in her', 'puts drops',
    'puts the drops', 'puts the dog', 'puts dog', 'puts flea', 'puts the flea', 'puts some', 'putting on him',
    'putting on her', 'putting it on', 'putting some on', 'putting on the cat', 'putting on my cat', 'putting in his',
    'putting in her', 'putting drops', 'putting the drops', 'putting the dog', 'putting dog', 'putting flea',
    'putting the flea', 'putting some', 'sprayed', 'spilled on',
  ],
  NORMAL: ['normal*', 'fine', 'ok', 'okay', 'good', 'calm*', 'anymore', 'again'],
  /** It happened once more: in a follow-up, what the earlier message told ("she did it again"). */
  AGAIN: ['again', 'once more', 'one more time'],
  A_LOT: [
    'like a faucet', 'like crazy', 'like mad', 'alot', 'so much', 'a lot', 'lots', 'everywhere', 'pouring', 'gushing',
    'squirting', 'spurting', 'wont stop', 'doesnt stop', 'not stopping', 'keeps coming', 'soaked', 'badly', 'all over',
  ],
  /** Before today, but not long ago: with someone else's cat, a trouble that is not this cat's now. */
  BEFORE_TODAY: ['yesterday', 'last night', 'the other day', 'last week'],
  /**
   * Someone means to put, use or give something, not yet done ("the owner wants to put his dog's drops on her", "my
   * wife want to give him a piece of tylenol when he is sick").
   */
  INTENT: [
    'want to put', 'want to use', 'want to give', 'want to putting', 'want to using', 'want to giving', 'wants to put',
    'wants to use', 'wants to give', 'wants to putting', 'wants to using', 'wants to giving', 'want put', 'want use',
    'want give', 'want putting', 'want using', 'want giving', 'wanna put', 'wanna use', 'wanna give', 'wanna putting',
    'wanna using', 'wanna giving', 'planning to put', 'planning to use', 'planning to give', 'planning to putting',
    'planning to using', 'planning to giving', 'plans to put', 'plans to use', 'plans to give', 'plans to putting',
    'plans to using', 'plans to giving', 'thinking of put', 'thinking of use', 'thinking of give',
    'thinking of putting', 'thinking of using', 'thinking of giving', 'thinking about put', 'thinking about use',
    'thinking about give', 'thinking about putting', 'thinking about using', 'thinking about giving',
  ],
  ADVICE: [
    'is that safe', 'is that ok', 'is that okay', 'can i', 'could i', 'should i', 'is it ok', 'is it okay',
    'is it safe', 'is it bad', 'safe to',
  ],
  NEAR_MISS: [
    'didnt hit him', 'didnt hit her', 'missed him', 'missed her', 'almost', 'nearly', 'close call', 'just missed',
    'didnt get him', 'didnt get her',
  ],
  PAST_LONG: [
    'back in january', 'last january', 'back in february', 'last february', 'back in march', 'last march',
    'back in april', 'last april', 'back in may', 'last may', 'back in june', 'last june', 'back in july', 'last july',
    'back in august', 'last august', 'back in november', 'last november', 'stitches are out', 'stitches removed',
    'fully recovered', 'all healed', 'last winter', 'last summer', 'last year', 'last month', 'last week', 'weeks ago',
    'months ago', 'years ago', 'yrs ago', 'yr ago', 'a year ago', 'a month ago', 'when he was a kitten',
    'when he was little', 'when he was a baby', 'when he was a kitty', 'when he was young', 'when he was small',
    'when she was a kitten', 'when she was little', 'when she was a baby', 'when she was a kitty', 'when she was young',
    'when she was small', 'when it was a kitten', 'when it was little', 'when it was a baby', 'when it was a kitty',
    'when it was young', 'when it was small', 'once before', 'in the past',
    // "2 years ago", "hace dos años", "hace 3 meses".
    '2 years ago', '2 months ago', '3 years ago', '3 months ago', '4 years ago', '4 months ago', '5 years ago',
    '5 months ago', '6 years ago', '6 months ago', 'two years ago', 'two months ago', 'three years ago',
    'three months ago', 'four years ago', 'four months ago', 'five years ago', 'five months ago', 'six years ago',
    'six months ago',
  ],
  STILL: ['still', 'since then', 'ever since', 'not better', 'getting worse', 'worse', 'peor'],
  LESS: [
    'tiny bits', 'little bits', 'small amounts', 'tiny amounts', 'little bit', 'drops', 'less', 'fewer',
    'smaller clumps', 'small clumps', 'tiny clumps', 'small bit', 'tiny bit', 'small amount',
  ],
  CHANGED: ['different', 'not right', 'weird since', 'changed'],
  /** Eats and plays as always: a cat hiding from noise or strangers is stressed, not ill. */
  PLAYS_NORMAL: [
    'eats and plays', 'eat and play', 'eating and playing', 'eats normal and plays', 'eats fine and plays',
    'plays normal*', 'plays fine', 'plays like always', 'play normal*', 'play fine', 'play like always',
    'playing normal*', 'playing fine', 'playing like always', 'still plays', 'still playing',
  ],
  /** More than before ("peeing way more than normal", "bebe más que antes"). */
  MORE: [
    'more than normal', 'more than usual', 'more than before', 'more than he used to', 'more than she used to',
    'way more', 'a lot more', 'so much more', 'much more', 'more often',
  ],
  HABITUAL: [
    /** Chewing as a habit ("keeps chewing the charger"): not an exposure (`OTHER_SENSE`) but a habit (`HABITUAL`). */
    'keep chewing', 'keeps chewing', 'always chewing', 'likes chewing', 'loves chewing', 'likes to chew',
    'loves to chew', 'every few weeks', 'every couple weeks', 'every month', 'like always', 'as always', 'every day',
    'all the time', 'whenever', 'always', 'every time', 'everytime', 'every morning', 'every night', 'when theres',
    // Hiding set off by something ("hides when the drills go"): fear of it, not illness.
    'hides when', 'hide when', 'hiding when', 'since we got him', 'since we got her', 'like that since',
  ],
  // Words that read as something else inside these phrases (lexicon.ts): "come" is not "eats" in "come out", and a
  // person hiding the cat from an inspector is not a cat hiding because it is ill.
  /** What the person read or saw about some cat, not what happened to this one: a general question. */
  HEARSAY: [
    'heard about', 'heard of', 'says give', 'says to give', 'said to give', 'told me to give', 'tells me to give',
    'read that', 'i read', 'heard that', 'saw a video', 'watched a video', 'on tiktok', 'on youtube', 'saw on facebook',
    'saw on instagram', 'saw on the news', 'saw in the group', 'saw online', 'saw on nextdoor', 'saw on reddit',
    'read on facebook', 'read on instagram', 'read on the news', 'read in the group', 'read online', 'read on nextdoor',
    'read on reddit', 'seen on facebook', 'seen on instagram', 'seen on the news', 'seen in the group', 'seen online',
    'seen on nextdoor', 'seen on reddit',
    // A claim about cats in general ("my cousin said cats get seizures from flashing lights").
    'said cats', 'says cats', 'say cats', 'told me cats', 'posted a cat', 'posted about a cat',
  ],
  /** A past problem that is over ("ya está normal", "all better"). */
  RESOLVED: [
    // Survived, back then: "we rushed her to the ER… she made it", "salió bien gracias a Dios".
    'she made it', 'he made it', 'fat and happy', 'fat n happy', 'fat and healthy', 'fat n healthy', 'fat and fine',
    'fat n fine', 'healthy and happy', 'healthy n happy', 'healthy and fine', 'healthy n fine', 'happy and healthy',
    'happy n healthy', 'happy and fine', 'happy n fine', 'perfectly fine now', 'totally fine now', 'been great since',
    'been fine since', 'fine ever since', 'great ever since', 'stitches are out', 'stitches removed', 'fully recovered',
    'all healed', 'healed up', 'healed fine', 'healed quick', 'healed quickly', 'healed fast', 'healed on its own',
    'healed by itself', 'healed right up', 'all normal', 'its normal now', 'all good now', 'now its normal',
    'peeing great', 'peeing good', 'peeing normal', 'pees normal', 'pees fine', 'great now', 'good now',
    'nothing since', 'nothing since then', 'none since', 'not since then', 'hasnt happened again', 'peeing fine',
    'peeing normally', 'all better', 'fine now', 'better now', 'back to normal', 'normal now', 'went away',
    'cleared up',
  ],
  /** Asking to be ready for what has not happened ("if the cat ever ate rat poison? just want to be ready"). */
  READY: [
    // "Before the cat gets heat stroke": preparing for what has not happened.
    'before he gets', 'before she gets', 'before the cat gets', 'before it gets', 'want know before',
    'want to know before', 'wanna know before', 'like to know before', 'know before it happens', 'want to be prepared',
    'planning ahead', 'plan ahead', 'thinking ahead', 'just planning', 'want to be ready', 'to be ready', 'be prepared',
    'just in case', 'if he ever', 'if she ever', 'if the cat ever', 'if my cat ever', 'if it ever',
  ],
  /** Someone who knows said there is nothing wrong ("the vet said it's just fat"). */
  CLEARED: [
    'vet said its', 'the vet said its', 'vet says its', 'the vet said thats normal', 'nothing to worry',
    'nothing serious', 'just fat', 'benign',
  ],
  ACTING_NORMAL: [
    'not lethargic', 'not sluggish', 'isnt lethargic', 'isnt sluggish', 'still drinking', 'drinking water fine',
    'drinking ok', 'drinking normal', 'acting normal', 'acting fine', 'acts normal', 'otherwise normal',
    'otherwise fine', 'normal otherwise', 'seems fine', 'seems normal', 'she is ok', 'he is ok', 'shes ok', 'hes ok',
  ],
  /** A blow the person says was tiny ("tiny tap when I sweep"). */
  MINOR: ['tiny tap', 'little tap', 'light tap', 'small tap', 'barely touched', 'barely hit'],
  /** A show the cat puts on ("so dramatic, he does this every afternoon"), not a collapse. */
  DRAMA: ['so dramatic', 'dramatic', 'drama queen', 'drama king', 'does this every'],
  /**
   * "Just asking": a denied eating in the same sentence is about the thing asked of ("el mío no comió nada, solo
   * pregunto"), not a cat off its food.
   */
  /** A change that began a day or so back and goes on: "since yesterday", "desde anoche". */
  SINCE_THEN: [
    'since yesterday', 'since last night', 'since this morning', 'since the weekend', 'since monday', 'since tuesday',
    'since wednesday', 'since thursday', 'since friday', 'since saturday', 'since sunday',
  ],
  JUST_ASKING: ['just asking', 'only asking', 'just curious'],
  /** Laughing ("lol", "jaja"): in the development cases, 71 of 74 such messages were everyday ones. */
  LAUGH: ['lol', 'lool', 'lmao', 'rofl', 'haha*', 'xd'],
  /** "False alarm", "nvm": what the person worried about earlier did not happen. */
  FALSE_ALARM: [
    'i was wrong', 'my mistake', 'my bad', 'false alarm', 'nvm', 'never mind', 'nevermind', 'it was nothing',
  ],
  /** A follow-up that reports how the earlier trouble stands now ("update: ya es otro día y nada"). */
  UPDATE: ['update', 'so now'],
  /** Something new since the vet's care ("the vet gave him fluids … but now he's vomiting blood"). */
  NEW_TURN: ['but now', 'and now', 'now he', 'now she', 'now hes', 'now shes'],
  /** The trouble goes on ("still runny today", "sigue igual"). */
  GOES_ON: [
    'today neither', 'still not today', 'now also', 'also now', 'been like this', 'still like this', 'like this for',
    'still', 'keeps going', 'still going',
  ],
} satisfies ConceptTerms;
