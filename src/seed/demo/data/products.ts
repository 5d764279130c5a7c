/** The eight product pages: five digital design products and three digital construction platforms. */
import type { ClipKind } from '../artwork/compositions'
import type { Feature, Figure, L } from './types'

export type ProductDef = {
  slug: ClipKind
  group: 'design' | 'construction'
  name: L
  short: string
  summary: L
  kicker: L
  heading: L
  text: L
  features: { heading: L; intro: L; items: Feature[] }
  imageText: { heading: L; text: L; bullets: L<string[]> }
  gallery: L
  specs: Array<[L, L]>
  figures?: { heading: L; items: Figure[] }
  cta: { heading: L; text: L }
  meta: { title: L; description: L }
}

export const PRODUCTS: ProductDef[] = [
  {
    slug: 'airoad',
    group: 'design',
    short: 'AIRoad',
    name: { zh: 'AIRoad 道路快速方案设计系统', en: 'AIRoad Rapid Road Scheme Design' },
    summary: {
      zh: '面向工可与方案阶段，基于三维地形快速生成、比选道路走廊方案，方案设计效率提升 8～10 倍。',
      en: 'Generate and compare corridor options on 3D terrain in hours, not weeks. Scheme design runs 8 to 10 times faster.',
    },
    kicker: { zh: '数字设计 · 方案阶段', en: 'Digital design · Feasibility & scheme stage' },
    heading: { zh: '道路方案，一天出多稿', en: 'More road schemes, fewer late nights' },
    text: {
      zh: 'AIRoad 将地形、地物与控制因素统一到一张三维底图上，设计人员只需布设控制点，系统即可自动生成平纵协调的路线方案，并同步输出工程量、造价指标和比选报告。',
      en: 'AIRoad brings terrain, land use and design controls into one 3D workspace. Place a few control points and it proposes balanced horizontal and vertical alignments, with quantities, cost indicators and a comparison report ready to go.',
    },
    features: {
      heading: { zh: '从走廊到方案，一套工具贯通', en: 'From corridor to preferred scheme' },
      intro: {
        zh: '围绕方案设计的高频工作，把重复劳动交给软件，把判断留给工程师。',
        en: 'The repetitive work of scheme design is automated, so engineers can spend their time on judgement.',
      },
      items: [
        { icon: 'road', title: { zh: '智能选线', en: 'Assisted route finding' }, text: { zh: '综合坡度、地质、村庄与保护区等约束，自动推荐可行走廊。', en: 'Weighs slope, geology, settlements and protected land to suggest feasible corridors.' } },
        { icon: 'chart', title: { zh: '平纵联动', en: 'Plan and profile in step' }, text: { zh: '调整交点时纵断面自动拉坡，桥隧比例与填挖平衡实时反馈。', en: 'Move an intersection point and the grade line follows, with bridge, tunnel and cut-fill balance updated live.' } },
        { icon: 'cube', title: { zh: '三维地形', en: '3D terrain' }, text: { zh: '支持 DEM、等高线及倾斜摄影模型，方案直接在真实地形上推敲。', en: 'Works on DEMs, contour maps and oblique photography meshes, so schemes are judged on real ground.' } },
        { icon: 'interchange', title: { zh: '多方案比选', en: 'Side-by-side comparison' }, text: { zh: '里程、工程量、占地、造价等指标一键对比，自动生成比选表。', en: 'Length, quantities, land take and cost compared at a click, with the comparison table written for you.' } },
        { icon: 'bridge', title: { zh: '构造物识别', en: 'Structures found automatically' }, text: { zh: '根据填挖高度与跨越对象自动布设桥梁、隧道与涵洞。', en: 'Bridges, tunnels and culverts placed from fill heights and the features crossed.' } },
        { icon: 'cloud', title: { zh: '成果衔接', en: 'Straight into detailed design' }, text: { zh: '方案成果可直接导入 EICAD 进行初步设计与施工图设计。', en: 'The chosen scheme opens directly in EICAD for preliminary and detailed design.' } },
      ],
    },
    imageText: {
      heading: { zh: '8～10 倍的效率从哪里来', en: 'Where the 8-10x comes from' },
      text: {
        zh: '传统方案设计中，大量时间耗费在地形处理、反复试线和工程量统计上。AIRoad 把这些环节自动化，一个 20 公里的方案从布线到出比选报告，通常只需半天。',
        en: 'In a traditional workflow most of the time goes on preparing terrain, trial alignments and counting quantities. AIRoad automates all three: a 20 km scheme typically goes from first line to comparison report in half a day.',
      },
      bullets: {
        zh: ['地形数据自动切片与加载，百平方公里级区域秒级浏览', '交点拖拽即时重算平纵线形与工程量', '比选报告模板可按业主要求定制'],
        en: ['Terrain tiled and streamed automatically: browse hundreds of square kilometres without waiting', 'Drag an intersection point and alignment and quantities recalculate at once', 'Comparison report templates adapt to each client\'s format'],
      },
    },
    gallery: { zh: '软件界面', en: 'Screenshots' },
    specs: [
      [{ zh: '适用阶段', en: 'Project stages' }, { zh: '规划、工可、方案设计', en: 'Planning, feasibility, scheme design' }],
      [{ zh: '道路等级', en: 'Road classes' }, { zh: '高速公路、一级至四级公路、城市道路', en: 'Expressways, class 1-4 highways, urban roads' }],
      [{ zh: '地形数据', en: 'Terrain input' }, { zh: 'DEM、等高线、点云、倾斜摄影模型', en: 'DEM, contours, point clouds, oblique photography meshes' }],
      [{ zh: '输出成果', en: 'Outputs' }, { zh: '平纵图、工程量表、比选报告、三维方案模型', en: 'Plan and profile drawings, quantity tables, comparison report, 3D scheme model' }],
      [{ zh: '运行环境', en: 'System' }, { zh: 'Windows 10/11 64 位，16 GB 内存及以上', en: 'Windows 10/11 64-bit, 16 GB RAM or more' }],
      [{ zh: '授权方式', en: 'Licensing' }, { zh: '单机锁、网络锁、云授权', en: 'Dongle, network licence or cloud licence' }],
    ],
    figures: {
      heading: { zh: '用数据说话', en: 'In numbers' },
      items: [
        { value: '8-10', unit: { zh: '倍', en: 'x' }, label: { zh: '方案设计效率提升', en: 'faster scheme design' } },
        { value: '30000', unit: { zh: '公里', en: 'km' }, label: { zh: '累计完成道路方案', en: 'of road schemes designed' } },
        { value: '0.5', unit: { zh: '天', en: 'day' }, label: { zh: '20 公里方案出图', en: 'for a 20 km scheme' } },
      ],
    },
    cta: { heading: { zh: '申请 30 天试用', en: 'Try AIRoad free for 30 days' }, text: { zh: '留下联系方式，技术工程师将协助您用自己的项目完成首个方案。', en: 'Tell us about your project and an application engineer will help you build your first scheme on it.' } },
    meta: {
      title: { zh: 'AIRoad 道路快速方案设计系统 - 方案效率提升 8～10 倍', en: 'AIRoad rapid road scheme design: 8-10x faster' },
      description: {
        zh: 'AIRoad 基于三维地形智能选线、平纵联动与多方案比选，自动输出工程量与比选报告，道路方案设计效率提升 8～10 倍。',
        en: 'AIRoad finds corridors on 3D terrain, keeps plan and profile in step and compares schemes automatically, making road scheme design 8-10 times faster.',
      },
    },
  },
  {
    slug: 'eicad',
    group: 'design',
    short: 'EICAD',
    name: { zh: 'EICAD 道路与互通立交集成设计系列', en: 'EICAD Integrated Road & Interchange Design' },
    summary: {
      zh: '覆盖路线、互通立交、路基路面、排水与交通工程的一体化设计系列，从初步设计到施工图一套数据贯通。',
      en: 'One data model from preliminary design to construction drawings: alignment, interchanges, earthworks, pavement, drainage and traffic engineering.',
    },
    kicker: { zh: '数字设计 · 初设与施工图', en: 'Digital design · Preliminary & detailed design' },
    heading: { zh: '复杂互通，也能画得又快又准', en: 'Complex interchanges, drawn right first time' },
    text: {
      zh: 'EICAD 以线形设计为核心，集成匝道、端部、横断面、土石方和图表输出，支持任意形式的互通立交设计，设计变更自动联动全部图纸与数量表。',
      en: 'Built around geometric design, EICAD brings ramps, gores, cross-sections, earthworks and drawing production together. Any interchange layout is supported, and a design change ripples through every sheet and quantity table.',
    },
    features: {
      heading: { zh: '核心模块', en: 'Core modules' },
      intro: { zh: '模块化授权，按需组合。', en: 'Licensed by module: take what your team needs.' },
      items: [
        { icon: 'road', title: { zh: '路线设计', en: 'Alignment design' }, text: { zh: '交点法与积木法并用，缓和曲线、回旋线参数自动校核规范。', en: 'Intersection-point and element methods, with spiral parameters checked against the design code.' } },
        { icon: 'interchange', title: { zh: '互通立交', en: 'Interchanges' }, text: { zh: '苜蓿叶、喇叭形、定向式等匝道快速布设，端部与变速车道自动生成。', en: 'Cloverleaf, trumpet and directional ramps laid out quickly, with gores and speed-change lanes generated.' } },
        { icon: 'chart', title: { zh: '纵断面与超高', en: 'Profile & superelevation' }, text: { zh: '竖曲线、超高与加宽过渡自动计算，合成坡度实时检查。', en: 'Vertical curves, superelevation and widening runs calculated, with resultant grade checked as you go.' } },
        { icon: 'cube', title: { zh: '横断面与土石方', en: 'Cross-sections & earthworks' }, text: { zh: '标准横断面模板化，边坡、台阶与排水沟自动戴帽，土方调配一键完成。', en: 'Template-based sections with slopes, benches and ditches applied automatically; mass haul in one step.' } },
        { icon: 'shield', title: { zh: '交通工程', en: 'Traffic engineering' }, text: { zh: '标志、标线、护栏按规范布设，并输出工程数量。', en: 'Signs, markings and barriers placed to standard, with quantities.' } },
        { icon: 'cloud', title: { zh: 'BIM 交付', en: 'BIM delivery' }, text: { zh: '输出 IFC 与主流 BIM 平台格式，设计模型直接用于施工管理。', en: 'Exports IFC and common BIM formats, so the design model carries on into construction.' } },
      ],
    },
    imageText: {
      heading: { zh: '一处修改，全套图纸联动', en: 'Change once, update everywhere' },
      text: {
        zh: 'EICAD 的图纸、表格与模型来自同一套设计数据。调整一个交点或一段匝道纵坡，平面图、纵断面图、横断面图及全部数量表自动更新，彻底告别“改一处、漏三处”。',
        en: 'Drawings, tables and the model all come from one set of design data. Move an intersection point or regrade a ramp and the plan, profile, cross-sections and every quantity table update together. No more missed revisions.',
      },
      bullets: {
        zh: ['平纵横一体化数据模型', '图表模板符合交通行业出图习惯', '支持多人协同与版本对比'],
        en: ['Plan, profile and sections in one data model', 'Drawing templates that follow highway industry practice', 'Team collaboration with version comparison'],
      },
    },
    gallery: { zh: '软件界面', en: 'Screenshots' },
    specs: [
      [{ zh: '适用阶段', en: 'Project stages' }, { zh: '初步设计、施工图设计、设计变更', en: 'Preliminary design, detailed design, design changes' }],
      [{ zh: '模块', en: 'Modules' }, { zh: '路线、互通、路基、路面、排水、交通工程', en: 'Alignment, interchange, subgrade, pavement, drainage, traffic engineering' }],
      [{ zh: '图纸输出', en: 'Drawing output' }, { zh: 'DWG、PDF，支持批量出图', en: 'DWG and PDF, batch plotting' }],
      [{ zh: '模型交换', en: 'Model exchange' }, { zh: 'IFC 4.3、LandXML', en: 'IFC 4.3, LandXML' }],
      [{ zh: '运行环境', en: 'System' }, { zh: 'Windows 10/11 64 位，兼容主流 CAD 平台', en: 'Windows 10/11 64-bit, runs alongside common CAD platforms' }],
    ],
    figures: {
      heading: { zh: '成熟可靠', en: 'Proven in practice' },
      items: [
        { value: '1000', unit: { zh: '+ 座', en: '+' }, label: { zh: '互通立交设计', en: 'interchanges designed' } },
        { value: '20000', unit: { zh: '+ 名', en: '+' }, label: { zh: '设计人员用户', en: 'designer users' } },
      ],
    },
    cta: { heading: { zh: '预约 EICAD 产品演示', en: 'Book an EICAD demo' }, text: { zh: '带上您手头的互通项目，我们现场演示从布线到出图的全过程。', en: 'Bring an interchange you are working on. We will take it from layout to drawings in front of you.' } },
    meta: {
      title: { zh: 'EICAD 道路与互通立交集成设计系列', en: 'EICAD integrated road and interchange design' },
      description: {
        zh: 'EICAD 集路线、互通立交、横断面、土石方与交通工程设计于一体，平纵横数据联动，支持 BIM 交付，累计完成 1000 余座互通立交设计。',
        en: 'EICAD combines alignment, interchange, cross-section, earthwork and traffic engineering design in one linked data model with BIM delivery. Over 1000 interchanges designed.',
      },
    },
  },
  {
    slug: 'ticad',
    group: 'design',
    short: 'TICAD',
    name: { zh: 'TICAD 轨道交通线路设计系统', en: 'TICAD Rail Transit Line Design' },
    summary: {
      zh: '面向地铁、轻轨、市域铁路的线路平纵断面、车站配线与限界设计，一体化输出图纸与 BIM 模型。',
      en: 'Line design for metro, light rail and suburban railways: plan, profile, station track layouts and clearances, delivered as drawings and BIM.',
    },
    kicker: { zh: '数字设计 · 轨道交通', en: 'Digital design · Rail transit' },
    heading: { zh: '为轨道交通线路设计而生', en: 'Made for rail transit alignment' },
    text: {
      zh: 'TICAD 针对轨道交通的专业规则构建：最小曲线半径、夹直线长度、坡段长度与车站坡度等规范自动校核，车站配线与道岔布置模板化，大幅缩短线路方案与施工图周期。',
      en: 'TICAD is built on rail transit rules: minimum radii, tangent lengths between curves, grade lengths and station gradients are checked automatically, and station track layouts and turnouts come from templates. Line studies and construction drawings take a fraction of the time.',
    },
    features: {
      heading: { zh: '主要功能', en: 'Key capabilities' },
      intro: { zh: '从线网规划到施工图，覆盖线路专业全流程。', en: 'The whole line design workflow, from network study to construction drawings.' },
      items: [
        { icon: 'rail', title: { zh: '线路平面', en: 'Horizontal alignment' }, text: { zh: '左右线同步设计，曲线要素与超高自动计算并校核。', en: 'Left and right tracks designed together, with curve elements and cant calculated and checked.' } },
        { icon: 'chart', title: { zh: '纵断面', en: 'Vertical alignment' }, text: { zh: '支持节能坡设计，车站、区间与联络线坡度一体化调整。', en: 'Energy-saving humped profiles, with station, running tunnel and connector grades adjusted together.' } },
        { icon: 'interchange', title: { zh: '车站配线', en: 'Station track layouts' }, text: { zh: '岛式、侧式站台及渡线、折返线模板化布置。', en: 'Island and side platforms, crossovers and turnback sidings from templates.' } },
        { icon: 'tunnel', title: { zh: '限界检查', en: 'Clearance checks' }, text: { zh: '车辆限界、设备限界与建筑限界自动校核。', en: 'Vehicle, equipment and structure gauges checked automatically.' } },
        { icon: 'cube', title: { zh: '三维建模', en: '3D modelling' }, text: { zh: '高架、地下区间与车站结构参数化建模。', en: 'Parametric models of viaducts, bored sections and stations.' } },
      ],
    },
    imageText: {
      heading: { zh: '线路、车站、限界，一个模型贯通', en: 'Line, stations and clearances in one model' },
      text: {
        zh: '线路调整后，车站位置、配线与限界检查同步更新；设计成果可直接导出 IFC 模型，交由结构、机电等专业继续深化。',
        en: 'Adjust the line and station positions, track layouts and clearance checks follow. Export the result as IFC for the structural and MEP teams to carry on.',
      },
      bullets: {
        zh: ['内置地铁设计规范校核规则', '左右线、联络线、出入场线统一管理', '平纵断面图与线路数据表自动生成'],
        en: ['Metro design code checks built in', 'Running lines, connectors and depot lines managed together', 'Plan, profile and alignment tables produced automatically'],
      },
    },
    gallery: { zh: '软件界面', en: 'Screenshots' },
    specs: [
      [{ zh: '适用制式', en: 'Systems' }, { zh: '地铁、轻轨、市域铁路、有轨电车', en: 'Metro, light rail, suburban rail, tram' }],
      [{ zh: '设计内容', en: 'Scope' }, { zh: '线路平纵断面、车站配线、限界、三维模型', en: 'Plan and profile, station tracks, clearances, 3D model' }],
      [{ zh: '规范校核', en: 'Code checks' }, { zh: '可配置规则库', en: 'Configurable rule library' }],
      [{ zh: '数据交换', en: 'Data exchange' }, { zh: 'DWG、IFC 4.3、LandXML', en: 'DWG, IFC 4.3, LandXML' }],
    ],
    cta: { heading: { zh: '了解 TICAD 项目应用', en: 'See TICAD on a real line' }, text: { zh: '获取轨道交通线路设计解决方案与项目案例。', en: 'Ask for our rail transit solution brief and project references.' } },
    meta: {
      title: { zh: 'TICAD 轨道交通线路设计系统', en: 'TICAD rail transit line design software' },
      description: {
        zh: 'TICAD 提供地铁、轻轨、市域铁路线路平纵断面、车站配线、限界检查与三维建模一体化设计，内置规范校核。',
        en: 'TICAD designs metro, light rail and suburban lines: plan and profile, station track layouts, clearance checks and 3D models, with design code checks built in.',
      },
    },
  },
  {
    slug: 'vrRoad',
    group: 'design',
    short: 'VRRoad',
    name: { zh: 'VRRoad 道路驾驶仿真与安全评价系统', en: 'VRRoad Driving Simulation & Safety Evaluation' },
    summary: {
      zh: '把设计方案变成可驾驶的虚拟道路，在建成前发现线形组合、视距与标志设置中的安全隐患。',
      en: 'Turn a design into a road you can drive, and find problems with alignment, sight distance and signing before anything is built.',
    },
    kicker: { zh: '数字设计 · 安全评价', en: 'Digital design · Road safety' },
    heading: { zh: '道路还没建，先开一遍', en: 'Drive the road before it is built' },
    text: {
      zh: 'VRRoad 读取设计数据自动生成三维驾驶场景，结合驾驶模拟器或桌面驾驶，采集车速、轨迹与操作数据，依据运行速度模型开展线形一致性与安全性评价。',
      en: 'VRRoad builds a 3D driving scene straight from the design data. Drive it on a simulator or at a desk while speed, path and control inputs are recorded, then evaluate design consistency and safety with operating speed models.',
    },
    features: {
      heading: { zh: '评价更客观，沟通更直观', en: 'Objective evaluation, clear communication' },
      intro: { zh: '面向设计自检、安全性评价与方案汇报。', en: 'For design self-checks, road safety audits and client presentations.' },
      items: [
        { icon: 'road', title: { zh: '场景自动生成', en: 'Scenes built automatically' }, text: { zh: '路线、横断面、构造物与交安设施一键生成驾驶场景。', en: 'Alignment, cross-sections, structures and road furniture turned into a drivable scene.' } },
        { icon: 'camera', title: { zh: '驾驶仿真', en: 'Driving simulation' }, text: { zh: '支持模拟驾驶舱、方向盘外设与 VR 头显，昼夜与雨雾天气可调。', en: 'Works with simulator cabs, wheel sets and VR headsets; day, night, rain and fog.' } },
        { icon: 'chart', title: { zh: '运行速度分析', en: 'Operating speed analysis' }, text: { zh: '计算 V85 运行速度与相邻路段速度差，评价线形一致性。', en: 'Calculates V85 and speed differences between elements to assess consistency.' } },
        { icon: 'shield', title: { zh: '视距与隐患排查', en: 'Sight distance and hazards' }, text: { zh: '逐桩检查停车视距，标记遮挡物与风险点位。', en: 'Stopping sight distance checked station by station; obstructions and risk spots flagged.' } },
      ],
    },
    imageText: {
      heading: { zh: '安全评价报告，自动生成', en: 'Safety reports written for you' },
      text: {
        zh: '仿真数据与评价结果自动汇总为安全性评价报告，包含速度曲线、一致性分级、视距不足路段与改善建议，可直接用于评审。',
        en: 'Simulation data and results are compiled into a safety evaluation report with speed profiles, consistency ratings, sight-distance deficiencies and recommendations, ready for review meetings.',
      },
      bullets: {
        zh: ['速度一致性分级：好、较好、差', '问题路段定位到桩号并附截图', '改善前后方案对比'],
        en: ['Consistency rated good, fair or poor', 'Every issue located by chainage, with a screenshot', 'Before-and-after comparison of remedies'],
      },
    },
    gallery: { zh: '软件界面', en: 'Screenshots' },
    specs: [
      [{ zh: '数据来源', en: 'Input' }, { zh: 'EICAD、AIRoad 设计数据，LandXML', en: 'EICAD and AIRoad design data, LandXML' }],
      [{ zh: '外设支持', en: 'Hardware' }, { zh: '方向盘踏板套件、六自由度驾驶舱、VR 头显', en: 'Wheel and pedal sets, 6-DOF cabs, VR headsets' }],
      [{ zh: '评价方法', en: 'Methods' }, { zh: '运行速度模型、视距检验、驾驶负荷分析', en: 'Operating speed models, sight distance checks, driver workload analysis' }],
      [{ zh: '帧率', en: 'Frame rate' }, { zh: '60 fps（推荐独立显卡）', en: '60 fps (dedicated GPU recommended)' }],
    ],
    cta: { heading: { zh: '体验一次虚拟驾驶', en: 'Take a virtual test drive' }, text: { zh: '欢迎到公司展厅体验驾驶舱，或预约线上演示。', en: 'Visit our showroom to try the simulator cab, or book an online demo.' } },
    meta: {
      title: { zh: 'VRRoad 道路驾驶仿真与安全评价系统', en: 'VRRoad driving simulation and road safety evaluation' },
      description: {
        zh: 'VRRoad 根据设计数据自动生成驾驶场景，开展运行速度、线形一致性与视距评价，在道路建成前发现安全隐患。',
        en: 'VRRoad builds drivable scenes from design data and evaluates operating speed, consistency and sight distance, so safety issues are found before construction.',
      },
    },
  },
  {
    slug: 'Report3D',
    group: 'design',
    short: 'Report3D',
    name: { zh: 'Report3D 三维汇报演示系统', en: 'Report3D 3D Reporting & Presentation' },
    summary: {
      zh: '把设计模型、地形影像与施工步序整合为可交互的三维汇报，方案评审与项目沟通一目了然。',
      en: 'Combine design models, terrain, imagery and construction stages into an interactive 3D presentation that everyone in the room understands.',
    },
    kicker: { zh: '数字设计 · 成果展示', en: 'Digital design · Presentation' },
    heading: { zh: '让评审专家一眼看懂方案', en: 'Presentations reviewers understand at a glance' },
    text: {
      zh: 'Report3D 支持导入 EICAD、TICAD 设计模型及倾斜摄影、卫星影像等数据，几分钟搭建三维汇报场景，关键帧漫游、方案对比与施工模拟均可一键生成视频。',
      en: 'Import EICAD and TICAD models with oblique photography and satellite imagery, build a 3D presentation scene in minutes, and turn fly-throughs, scheme comparisons and construction sequences into video with one click.',
    },
    features: {
      heading: { zh: '汇报所需，一应俱全', en: 'Everything a presentation needs' },
      intro: { zh: '不需要专业动画团队，设计人员自己就能做出高质量汇报。', en: 'No animation studio needed: designers produce polished presentations themselves.' },
      items: [
        { icon: 'cube', title: { zh: '多源数据融合', en: 'Mixed data sources' }, text: { zh: '设计模型、倾斜摄影、点云与影像统一坐标、无缝融合。', en: 'Design models, oblique photography, point clouds and imagery aligned in one coordinate system.' } },
        { icon: 'camera', title: { zh: '漫游与分镜', en: 'Fly-throughs and shots' }, text: { zh: '关键帧路径编辑、分镜管理，支持中英文字幕与配音。', en: 'Keyframe paths, shot lists, and subtitles and voice-over in Chinese or English.' } },
        { icon: 'bridge', title: { zh: '施工过程模拟', en: 'Construction sequencing' }, text: { zh: '按施工步序展示桥梁、隧道建造过程。', en: 'Show bridges and tunnels going up stage by stage.' } },
        { icon: 'chart', title: { zh: '方案同屏对比', en: 'Schemes side by side' }, text: { zh: '多个方案分屏或卷帘对比，指标同步显示。', en: 'Split-screen or swipe comparison with indicators alongside.' } },
      ],
    },
    imageText: {
      heading: { zh: '从模型到视频，当天完成', en: 'From model to video in a day' },
      text: {
        zh: '内置高效渲染引擎，普通办公电脑即可流畅运行百公里级场景，汇报视频可输出 1080P/4K。',
        en: 'An efficient renderer runs 100 km scenes smoothly on an ordinary office PC, and exports 1080p or 4K video.',
      },
      bullets: {
        zh: ['场景模板与汇报主题一键套用', '支持大屏、触控屏与网页端演示', '汇报文件可离线打包'],
        en: ['Scene templates and presentation themes applied in one click', 'Present on video walls, touch screens or in a browser', 'Presentations packaged for offline use'],
      },
    },
    gallery: { zh: '软件界面', en: 'Screenshots' },
    specs: [
      [{ zh: '支持数据', en: 'Input formats' }, { zh: 'IFC、FBX、OSGB、3D Tiles、GeoTIFF', en: 'IFC, FBX, OSGB, 3D Tiles, GeoTIFF' }],
      [{ zh: '输出', en: 'Output' }, { zh: 'MP4 视频（最高 4K）、网页汇报包', en: 'MP4 video up to 4K, web presentation package' }],
      [{ zh: '场景规模', en: 'Scene size' }, { zh: '百公里级线路场景', en: 'Line scenes of 100 km and more' }],
    ],
    cta: { heading: { zh: '获取汇报样片', en: 'Request a sample presentation' }, text: { zh: '我们将发送真实项目的三维汇报样片供您参考。', en: 'We will send you a 3D presentation from a real project.' } },
    meta: {
      title: { zh: 'Report3D 三维汇报演示系统', en: 'Report3D 3D reporting and presentation system' },
      description: {
        zh: 'Report3D 融合设计模型、倾斜摄影与影像数据，快速制作三维漫游、方案对比与施工模拟汇报视频。',
        en: 'Report3D merges design models, oblique photography and imagery into 3D fly-throughs, scheme comparisons and construction sequences for presentations.',
      },
    },
  },
  {
    slug: 'productSzhjsgl',
    group: 'construction',
    short: 'BuildOps',
    name: { zh: 'BuildOps 施工管理平台', en: 'BuildOps Construction Management Platform' },
    summary: {
      zh: '以 BIM 模型为载体，打通进度、质量、安全、计量与资料管理，让项目管理有据可查。',
      en: 'Schedule, quality, safety, measurement and documents managed on the BIM model, with a clear record of everything.',
    },
    kicker: { zh: '数字建造 · 项目管理', en: 'Digital construction · Project management' },
    heading: { zh: '项目进展，一屏掌握', en: 'Your whole project on one screen' },
    text: {
      zh: 'BuildOps 面向建设单位、施工总包与监理单位，将设计 BIM 模型与 WBS 分解关联，现场填报的进度、质检与安全数据实时挂接到构件，形成可追溯的数字档案。',
      en: 'For owners, contractors and supervisors. BuildOps links the design BIM model to the work breakdown structure, so progress, inspections and safety records from site attach to real components and build a traceable digital record.',
    },
    features: {
      heading: { zh: '管理要素全覆盖', en: 'Every part of project control' },
      intro: { zh: 'Web 端管理、移动端填报，数据一次采集、多处使用。', en: 'Managed on the web, reported from phones: data entered once, used everywhere.' },
      items: [
        { icon: 'chart', title: { zh: '进度管理', en: 'Schedule' }, text: { zh: '计划编制、形象进度与 S 曲线分析，滞后工序自动预警。', en: 'Planning, visual progress and S-curves, with early warning on slipping activities.' } },
        { icon: 'shield', title: { zh: '质量安全', en: 'Quality & safety' }, text: { zh: '检验批、隐患排查与整改闭环，责任到人。', en: 'Inspection lots and hazard reports closed out with clear ownership.' } },
        { icon: 'cube', title: { zh: 'BIM 协同', en: 'BIM coordination' }, text: { zh: '构件状态可视化，问题直接定位到模型。', en: 'Component status visualised; issues pinned to the model.' } },
        { icon: 'team', title: { zh: '计量支付', en: 'Measurement & payment' }, text: { zh: '按构件计量，清单与合同自动关联。', en: 'Measured by component, linked to the bill of quantities and contract.' } },
        { icon: 'cloud', title: { zh: '资料归档', en: 'Document control' }, text: { zh: '过程资料在线流转、电子签章，竣工资料自动组卷。', en: 'Records routed and e-signed online; handover files assembled automatically.' } },
      ],
    },
    imageText: {
      heading: { zh: '从设计模型延续到施工现场', en: 'The design model, carried onto site' },
      text: {
        zh: 'EICAD、TICAD 的设计成果可直接导入 BuildOps，免去二次建模；施工过程数据又可反馈给设计，支撑变更与后期运维。',
        en: 'EICAD and TICAD designs import directly, with no remodelling. Site data then flows back to support design changes and, later, asset management.',
      },
      bullets: {
        zh: ['支持公路、桥梁、隧道、轨道交通项目', '私有化部署或 SaaS 云服务', '开放接口对接既有 OA 与财务系统'],
        en: ['Roads, bridges, tunnels and rail transit', 'On-premises or SaaS', 'Open APIs for existing office and finance systems'],
      },
    },
    gallery: { zh: '平台界面', en: 'Screenshots' },
    specs: [
      [{ zh: '部署方式', en: 'Deployment' }, { zh: '公有云 SaaS、私有化部署', en: 'Public cloud SaaS or on-premises' }],
      [{ zh: '终端', en: 'Clients' }, { zh: 'Web 浏览器、iOS / Android App、小程序', en: 'Web browser, iOS and Android apps, mini-program' }],
      [{ zh: '模型格式', en: 'Model formats' }, { zh: 'IFC、RVT、EICAD/TICAD 原生数据', en: 'IFC, RVT and native EICAD/TICAD data' }],
      [{ zh: '安全', en: 'Security' }, { zh: '等保三级设计，数据加密传输与存储', en: 'Designed for MLPS level 3; encrypted in transit and at rest' }],
    ],
    cta: { heading: { zh: '申请平台试用账号', en: 'Get a trial account' }, text: { zh: '开通试用项目，体验从模型导入到进度填报的全过程。', en: 'We will set up a trial project so you can try everything from model import to progress reporting.' } },
    meta: {
      title: { zh: 'BuildOps 施工管理平台 - 基于 BIM 的工程项目管理', en: 'BuildOps BIM-based construction management platform' },
      description: {
        zh: 'BuildOps 施工管理平台以 BIM 为核心，覆盖进度、质量、安全、计量与资料管理，支持 SaaS 与私有化部署。',
        en: 'BuildOps manages schedule, quality, safety, measurement and documents on the BIM model, as SaaS or on-premises.',
      },
    },
  },
  {
    slug: 'zhgd',
    group: 'construction',
    short: 'SiteLink',
    name: { zh: 'SiteLink 智慧工地平台', en: 'SiteLink Smart Construction Site Platform' },
    summary: {
      zh: '物联网感知 + 视频 AI，人员、设备、环境、危大工程实时监测，工地管理从“人盯”变“数控”。',
      en: 'IoT sensors and video AI watch people, plant, environment and high-risk works in real time, so the site is managed by data, not by patrol.',
    },
    kicker: { zh: '数字建造 · 现场管理', en: 'Digital construction · Site operations' },
    heading: { zh: '工地上的事，屏幕上就能看清', en: 'See everything on site, from one screen' },
    text: {
      zh: 'SiteLink 接入劳务实名制、塔吊与升降机监控、扬尘噪声、深基坑与高支模监测、视频监控等前端设备，统一汇聚到项目指挥中心，异常情况自动告警并推送到责任人手机。',
      en: 'SiteLink connects workforce ID gates, tower crane and hoist monitors, dust and noise sensors, excavation and falsework monitoring and CCTV. Everything comes into one command centre, and anything abnormal alerts the responsible person\'s phone.',
    },
    features: {
      heading: { zh: '六大监管场景', en: 'Six things SiteLink watches' },
      intro: { zh: '兼容主流厂商硬件，按需接入。', en: 'Works with hardware from the major vendors; connect what you need.' },
      items: [
        { icon: 'team', title: { zh: '劳务实名制', en: 'Workforce' }, text: { zh: '人脸闸机考勤、工种统计与工资发放监管。', en: 'Face-recognition gates, trade statistics and wage payment oversight.' } },
        { icon: 'factory', title: { zh: '设备监测', en: 'Plant monitoring' }, text: { zh: '塔吊力矩、吊钩可视化、升降机超载与防碰撞预警。', en: 'Crane load moment, hook cameras, hoist overload and anti-collision warnings.' } },
        { icon: 'cloud', title: { zh: '环境监测', en: 'Environment' }, text: { zh: 'PM2.5/PM10、噪声实时监测，超标联动喷淋降尘。', en: 'PM2.5, PM10 and noise in real time; sprinklers start automatically on exceedance.' } },
        { icon: 'shield', title: { zh: '危大工程', en: 'High-risk works' }, text: { zh: '深基坑、高支模、边坡变形自动化监测。', en: 'Automatic monitoring of deep excavations, falsework and slopes.' } },
        { icon: 'camera', title: { zh: '视频 AI', en: 'Video AI' }, text: { zh: '未戴安全帽、区域入侵、明火烟雾智能识别。', en: 'Detects missing helmets, intrusion into restricted zones, flames and smoke.' } },
        { icon: 'chart', title: { zh: '指挥中心', en: 'Command centre' }, text: { zh: '项目级、公司级多级大屏，数据穿透查看。', en: 'Project and company level dashboards, with drill-down to the source data.' } },
      ],
    },
    imageText: {
      heading: { zh: '告警不漏报，处置有闭环', en: 'Every alert followed through' },
      text: {
        zh: '平台按规则分级告警，自动生成处置工单并跟踪整改，所有记录可追溯，满足主管部门监管与检查要求。',
        en: 'Alerts are graded by rule, each creates a work order that is tracked to closure, and the full record is kept for regulators and inspections.',
      },
      bullets: {
        zh: ['告警分级推送：短信、App、大屏', '对接地方住建与交通监管平台', '边缘计算盒子，弱网环境稳定运行'],
        en: ['Graded alerts by SMS, app and dashboard', 'Links to local regulators\' supervision platforms', 'Edge computing boxes keep working on poor networks'],
      },
    },
    gallery: { zh: '平台界面', en: 'Screenshots' },
    specs: [
      [{ zh: '接入设备', en: 'Devices' }, { zh: '闸机、塔吊黑匣子、环境监测仪、摄像机、位移传感器等', en: 'Gates, crane data loggers, environmental monitors, cameras, displacement sensors and more' }],
      [{ zh: '通信方式', en: 'Connectivity' }, { zh: '4G/5G、LoRa、有线网络', en: '4G/5G, LoRa, wired networks' }],
      [{ zh: 'AI 算法', en: 'AI models' }, { zh: '安全帽、反光衣、区域入侵、烟火识别等 20 余种', en: 'More than 20, including helmet, high-vis vest, intrusion, smoke and fire' }],
      [{ zh: '部署方式', en: 'Deployment' }, { zh: 'SaaS 或私有化，支持边缘计算', en: 'SaaS or on-premises, with edge computing' }],
    ],
    cta: { heading: { zh: '获取智慧工地配置方案', en: 'Get a site configuration proposal' }, text: { zh: '告诉我们项目类型与规模，免费为您出具硬件清单与实施方案。', en: 'Tell us the project type and size and we will propose hardware and a rollout plan, free of charge.' } },
    meta: {
      title: { zh: 'SiteLink 智慧工地平台 - 人机料法环全面感知', en: 'SiteLink smart construction site platform' },
      description: {
        zh: 'SiteLink 智慧工地平台接入劳务、设备、环境、危大工程与视频 AI 监测，统一指挥中心实时告警与闭环处置。',
        en: 'SiteLink brings workforce, plant, environment, high-risk works and video AI monitoring into one command centre with real-time alerts and tracked follow-up.',
      },
    },
  },
  {
    slug: 'zngc',
    group: 'construction',
    short: 'BeamYard',
    name: { zh: 'BeamYard 智慧梁场平台', en: 'BeamYard Smart Precast Beam Plant' },
    summary: {
      zh: '面向预制 T 梁、箱梁、小箱梁梁场，台座智能排产、蒸汽养护自动控制、张拉压浆数据直采，一梁一码全程追溯。',
      en: 'For precast T-beam and box-girder plants: pedestal scheduling, automatic steam curing, direct capture of stressing and grouting data, and one code per beam from casting to erection.',
    },
    kicker: { zh: '数字建造 · 智能工厂', en: 'Digital construction · Smart factory' },
    heading: { zh: '把梁场当工厂来管', en: 'Run your beam yard like a factory' },
    text: {
      zh: 'BeamYard 将梁场的台座、模板、龙门吊、养护与张拉设备接入统一平台，根据架梁计划自动排产，实时掌握每一片梁的生产状态，提升台座周转率、降低人工与能耗。',
      en: 'BeamYard connects pedestals, formwork, gantry cranes, curing and stressing equipment to one platform. It schedules production from the girder erection plan, tracks every beam in real time, turns pedestals round faster and cuts labour and energy.',
    },
    features: {
      heading: { zh: '生产全流程数字化', en: 'Every production step, digital' },
      intro: { zh: '从钢筋加工到出场架设，全过程数据自动采集。', en: 'Data captured automatically from rebar processing to dispatch.' },
      items: [
        { icon: 'factory', title: { zh: '台座智能排产', en: 'Pedestal scheduling' }, text: { zh: '依据架梁计划与台座状态自动生成生产计划，甘特图实时调整。', en: 'Production planned from the erection programme and pedestal status, adjusted live on a Gantt chart.' } },
        { icon: 'cloud', title: { zh: '智能蒸汽养护', en: 'Automatic steam curing' }, text: { zh: '按静停、升温、恒温、降温曲线自动控温控湿，养护记录自动生成。', en: 'Temperature and humidity follow the rest, heat, hold and cool curve automatically, with records generated.' } },
        { icon: 'chart', title: { zh: '张拉压浆直采', en: 'Stressing & grouting data' }, text: { zh: '智能张拉与压浆设备数据直接上传，超限自动预警。', en: 'Smart stressing and grouting rigs upload directly; out-of-tolerance values raise warnings.' } },
        { icon: 'shield', title: { zh: '一梁一码', en: 'One code per beam' }, text: { zh: '二维码记录原材料、工序与检验信息，扫码即查。', en: 'A QR code holds materials, process and inspection data for every beam.' } },
        { icon: 'cube', title: { zh: '梁场数字孪生', en: 'Plant digital twin' }, text: { zh: '三维场景展示台座、存梁区与设备状态。', en: 'Pedestals, storage and equipment status shown in a live 3D plant model.' } },
      ],
    },
    imageText: {
      heading: { zh: '台座周转更快，养护更省', en: 'Faster pedestal turnover, cheaper curing' },
      text: {
        zh: '在已应用项目中，通过智能排产与自动养护，台座平均周转周期由 8～9 天缩短至 6～7 天，蒸汽养护能耗降低约 20%。',
        en: 'On plants already running BeamYard, scheduling and automatic curing have cut average pedestal turnover from 8-9 days to 6-7, and reduced steam curing energy by around 20%.',
      },
      bullets: {
        zh: ['支持 T 梁、箱梁、小箱梁、空心板', '对接主流智能张拉、压浆与喷淋设备', '与 BuildOps 施工管理平台数据互通'],
        en: ['T-beams, box girders, small box girders and hollow slabs', 'Works with the main smart stressing, grouting and spraying systems', 'Shares data with the BuildOps construction platform'],
      },
    },
    gallery: { zh: '平台界面', en: 'Screenshots' },
    specs: [
      [{ zh: '适用梁型', en: 'Beam types' }, { zh: '预制 T 梁、箱梁、小箱梁、空心板', en: 'Precast T-beams, box girders, small box girders, hollow slabs' }],
      [{ zh: '设备接入', en: 'Equipment' }, { zh: '龙门吊、养护控制柜、智能张拉、智能压浆、自动喷淋', en: 'Gantry cranes, curing controllers, smart stressing and grouting, automatic sprayers' }],
      [{ zh: '养护控制', en: 'Curing control' }, { zh: '升温速度 ≤10℃/h，恒温 45～50℃ 可配置', en: 'Heating at up to 10 °C/h, holding at a configurable 45-50 °C' }],
      [{ zh: '部署方式', en: 'Deployment' }, { zh: 'SaaS 或私有化，现场边缘网关', en: 'SaaS or on-premises, with an on-site edge gateway' }],
    ],
    figures: {
      heading: { zh: '应用成效', en: 'Results on site' },
      items: [
        { value: '25', unit: { zh: '%', en: '%' }, label: { zh: '台座周转效率提升', en: 'faster pedestal turnover' } },
        { value: '20', unit: { zh: '%', en: '%' }, label: { zh: '蒸养能耗降低', en: 'less curing energy' } },
        { value: '100', unit: { zh: '%', en: '%' }, label: { zh: '梁片信息可追溯', en: 'of beams traceable' } },
      ],
    },
    cta: { heading: { zh: '预约梁场实地参观', en: 'Visit a BeamYard plant' }, text: { zh: '我们可以安排您参观正在运行 BeamYard 的智慧梁场。', en: 'We can arrange a visit to a plant running BeamYard today.' } },
    meta: {
      title: { zh: 'BeamYard 智慧梁场平台 - 预制梁厂智能制造', en: 'BeamYard smart precast beam plant platform' },
      description: {
        zh: 'BeamYard 智慧梁场平台实现台座智能排产、蒸汽养护自动控制、张拉压浆数据直采与一梁一码追溯，提升台座周转、降低能耗。',
        en: 'BeamYard schedules pedestals, controls steam curing, captures stressing and grouting data and tracks every beam by code, for faster turnover and lower energy use.',
      },
    },
  },
]
