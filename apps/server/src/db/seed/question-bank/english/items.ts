import { ItemType } from '@zuoyeben/shared';

/** Hand-written junior English items: [grade, knowledge point, stem, options, answer letter, explanation]. */
export const ENGLISH_CHOICES: [string, string, string, [string, string, string, string], string, string][] = [
  ['A7', '冠词', 'There is ____ orange on the table.', ['a', 'an', 'the', '/'], 'B', 'orange 以元音音素开头，泛指一个橘子用 an。'],
  ['A7', '代词', '—Whose book is this?<br>—It\'s ____. Look, her name is on it.', ['she', 'her', 'hers', 'herself'], 'C', '空格处作表语，表示“她的（书）”，用名词性物主代词 hers。'],
  ['A7', '介词', 'My father usually goes to work ____ bus.', ['by', 'in', 'on', 'at'], 'A', 'by bus 表示“乘公共汽车”，by 后接交通工具不加冠词。'],
  ['A7', '形容词和副词', 'Tom is ____ than his brother.', ['tall', 'taller', 'tallest', 'the tallest'], 'B', '由 than 可知用比较级 taller。'],
  ['A7', '动词时态', 'Look! The children ____ football on the playground.', ['play', 'played', 'are playing', 'will play'], 'C', 'Look! 提示动作正在进行，用现在进行时。'],
  ['A7', '动词时态', 'I ____ to Beijing last summer.', ['go', 'went', 'have gone', 'will go'], 'B', 'last summer 是过去的时间，用一般过去时 went。'],
  ['A7', '情态动词', '—____ you swim?<br>—Yes, I can.', ['Can', 'Do', 'Are', 'Must'], 'A', '答语用 can，问句也用情态动词 can。'],
  ['A7', '名词', 'There are two ____ in our class.', ['Germen', 'Germans', 'German', 'Germanes'], 'B', 'German 的复数形式是 Germans，不能类推成 Germen。'],
  ['A7', '形容词和副词', 'We should keep our classroom ____.', ['clean', 'cleanly', 'cleaning', 'to clean'], 'A', 'keep + 宾语 + 形容词作宾语补足语，表示“保持……（状态）”。'],
  ['A7', '代词', 'I have two pens. One is red, and ____ is blue.', ['another', 'other', 'the other', 'others'], 'C', '两者中的一个用 one，另一个用 the other。'],
  ['A7', '情景交际', '—Would you like some tea?<br>—____', ['Yes, please.', 'Yes, I do.', 'No, I wouldn\'t like.', 'Yes, I like.'], 'A', '回答 Would you like...? 的肯定答语常用 Yes, please.'],
  ['A7', '冠词', 'Mr. Wang is ____ honest man.', ['a', 'an', 'the', '/'], 'B', 'honest 中的 h 不发音，以元音音素开头，用 an。'],
  ['A7', '介词', 'It\'s very kind ____ you to help me.', ['for', 'of', 'to', 'with'], 'B', 'kind 描述人的品质，用 It\'s + adj. + of sb. to do sth.'],
  ['A8', '动词时态', 'She has lived here ____ 2015.', ['for', 'since', 'in', 'at'], 'B', '现在完成时中，since 后接过去的时间点。'],
  ['A8', '宾语从句', 'Could you tell me ____?', ['where does he live', 'where he lives', 'where did he live', 'where is he live'], 'B', '宾语从句用陈述语序，主句是一般现在时（could 表委婉），从句用一般现在时。'],
  ['A8', '状语从句', 'I will call you as soon as I ____ home.', ['get', 'will get', 'got', 'getting'], 'A', '时间状语从句中，主句用一般将来时，从句用一般现在时表示将来。'],
  ['A8', '非谓语动词', 'My mother asked me ____ the windows.', ['clean', 'cleaning', 'to clean', 'cleaned'], 'C', 'ask sb. to do sth. 表示“要求某人做某事”。'],
  ['A8', '非谓语动词', 'I\'m looking forward to ____ from you.', ['hear', 'hearing', 'heard', 'be heard'], 'B', 'look forward to 中的 to 是介词，后接动名词。'],
  ['A8', '形容词和副词', '—How ____ do you go to the library?<br>—Twice a week.', ['long', 'often', 'soon', 'far'], 'B', '答语表示频率，用 how often 提问。'],
  ['A8', '非谓语动词', 'The boy is too young ____ to school.', ['go', 'going', 'to go', 'goes'], 'C', 'too + adj. + to do sth. 表示“太……而不能……”。'],
  ['A8', '连词', 'He didn\'t go to bed ____ he finished his homework.', ['until', 'when', 'because', 'if'], 'A', 'not...until... 表示“直到……才……”。'],
  ['A8', '情态动词', 'You ____ be tired after the long walk. Have a rest.', ['must', 'can\'t', 'needn\'t', 'mustn\'t'], 'A', 'must 表示肯定的推测，“一定”。'],
  ['A8', '状语从句', 'If it ____ tomorrow, we will stay at home.', ['rains', 'will rain', 'rained', 'is raining'], 'A', '条件状语从句遵循“主将从现”，从句用一般现在时。'],
  ['A8', '动词时态', '—What were you doing at eight last night?<br>—I ____ a book.', ['read', 'am reading', 'was reading', 'have read'], 'C', '问句用过去进行时，答句也用过去进行时。'],
  ['A8', '形容词和副词', 'Lucy sings ____ than any other girl in her class.', ['well', 'better', 'best', 'good'], 'B', '比较级 + than any other + 单数名词，表示最高级的含义；修饰动词用副词 well 的比较级 better。'],
  ['A9', '定语从句', 'This is the most interesting book ____ I have ever read.', ['that', 'which', 'who', 'what'], 'A', '先行词被最高级修饰时，关系代词只用 that。'],
  ['A9', '被动语态', 'The Great Wall ____ all over the world.', ['knows', 'is known', 'knew', 'is knowing'], 'B', '长城“被”世人所知，用一般现在时的被动语态。'],
  ['A9', '感叹句', '____ beautiful flowers they are!', ['What', 'What a', 'How', 'How a'], 'A', '中心词是复数名词 flowers，用 What + adj. + 复数名词。'],
  ['A9', '反意疑问句', 'He is a student, ____ he?', ['is', 'isn\'t', 'does', 'doesn\'t'], 'B', '前肯后否，陈述部分用 is，疑问部分用 isn\'t。'],
  ['A9', '主谓一致', 'Neither Tom nor his parents ____ at home now.', ['is', 'are', 'was', 'be'], 'B', 'neither...nor... 连接主语时谓语遵循就近原则，parents 是复数，now 提示现在时，用 are。'],
  ['A9', '动词时态', 'By the end of last year, we ____ 500 English words.', ['learn', 'have learned', 'had learned', 'will learn'], 'C', 'by the end of + 过去的时间，用过去完成时。'],
  ['A9', '主谓一致', 'The number of students in our school ____ about 2,000.', ['is', 'are', 'have', 'has'], 'A', 'the number of... 表示“……的数量”，作主语时谓语用单数。'],
  ['A9', '非谓语动词', 'Please remember ____ the door when you leave.', ['lock', 'locking', 'to lock', 'locked'], 'C', 'remember to do sth. 表示“记得去做某事”（事情还没做）。'],
  ['A9', '主谓一致', 'Either you or he ____ going to the meeting.', ['am', 'are', 'is', 'be'], 'C', 'either...or... 连接主语时谓语遵循就近原则，与 he 一致用 is。'],
];

const letters = ['A', 'B', 'C', 'D'];
const opts = (texts: string[]) => texts.map((text, i) => ({ label: letters[i]!, text }));

/** A reading passage and a cloze, both written for this project, as group items with sub-questions. */
export const ENGLISH_GROUPS = [
  {
    key: 'english-reading-1', type: ItemType.ReadingComprehension, grade: 'A8', knowledge: '阅读理解', difficulty: 2 as const,
    stem: 'Li Hua is a middle school student in Hangzhou. Every Saturday morning, she goes to the city library with her best friend Anna. They usually take the No. 15 bus, and the ride takes about twenty minutes. At the library, Li Hua likes reading books about science, while Anna prefers stories.<br>Last Saturday, the library held a talk about saving water. A scientist told them that a dripping tap can waste more than 20 litres of water a day. After the talk, Li Hua decided to check all the taps at home. She found a broken tap in the kitchen, and her father fixed it that evening.',
    explanation: '根据文章细节逐题定位作答。',
    subItems: [
      { stem: 'How do Li Hua and Anna usually go to the library?', options: opts(['On foot.', 'By bike.', 'By bus.', 'By car.']), answer: ['C'], explanation: '由 They usually take the No. 15 bus 可知。' },
      { stem: 'What kind of books does Li Hua like?', options: opts(['Science books.', 'Stories.', 'History books.', 'Picture books.']), answer: ['A'], explanation: '由 Li Hua likes reading books about science 可知。' },
      { stem: 'What was the talk last Saturday about?', options: opts(['Reading stories.', 'Saving water.', 'Making friends.', 'Fixing bikes.']), answer: ['B'], explanation: '由 the library held a talk about saving water 可知。' },
      { stem: 'Who fixed the broken tap?', options: opts(['Li Hua.', 'Anna.', 'The scientist.', 'Li Hua\'s father.']), answer: ['D'], explanation: '由 her father fixed it that evening 可知。' },
    ],
  },
  {
    key: 'english-cloze-1', type: ItemType.Cloze, grade: 'A7', knowledge: '完形填空', difficulty: 2 as const,
    stem: 'Tom is an English boy. He came to China with his parents two years ago. At first, he couldn\'t speak (1)____ Chinese, so he felt lonely at school. His classmates were very (2)____ to him. They taught him Chinese after class, and Tom taught them English. Now Tom can (3)____ with his friends in Chinese. He says learning a language is not easy, (4)____ it is a lot of fun. He hopes to (5)____ in China for a long time.',
    explanation: '通读全文把握大意，再结合上下文与固定搭配逐空选择。',
    subItems: [
      { stem: '', options: opts(['some', 'any', 'many', 'few']), answer: ['B'], explanation: '否定句中用 any。' },
      { stem: '', options: opts(['angry', 'strict', 'kind', 'late']), answer: ['C'], explanation: '同学们课后教他中文，可见对他很友好，be kind to sb.。' },
      { stem: '', options: opts(['talk', 'say', 'speak', 'tell']), answer: ['A'], explanation: 'talk with sb. 表示“与某人交谈”。' },
      { stem: '', options: opts(['and', 'or', 'so', 'but']), answer: ['D'], explanation: '“不容易”与“很有趣”是转折关系，用 but。' },
      { stem: '', options: opts(['stay', 'stays', 'staying', 'stayed']), answer: ['A'], explanation: 'hope to do sth. 表示“希望做某事”。' },
    ],
  },
];
