/** Software downloads with update logs and help documents, and the demonstration-teaching albums. */
import type { ClipKind } from '../artwork/compositions'
import type { L } from './types'

type UpdateLogDef = { version: string; date: string; title: L; summary: L; changes: L<string[]> }
type ChapterDef = { title: L; body: L<string[]> }

export type SoftwareDef = {
  alias: string
  name: L
  version: string
  releasedAt: string
  summary: L
  logs: UpdateLogDef[]
  help: { title: L; intro: L; chapters: ChapterDef[] }
}

type Needs = { gpu: L; memory: L; disk: L; extra?: L }

/** System requirements in both languages, one per line, as an editor writes them (src/lib/requirements.ts). */
function requirements(needs: Needs, desktop = true): L {
  const zh = desktop
    ? [
        '操作系统：Windows 10 / 11 64 位（专业版或企业版）',
        '处理器：Intel Core i5 第 8 代或 AMD Ryzen 5 2600 及以上',
        `内存：${needs.memory.zh}`,
        `显卡：${needs.gpu.zh}`,
        `磁盘空间：${needs.disk.zh}`,
        '加密锁：USB 加密锁，需安装随安装包提供的加密锁驱动（网络版另需许可服务器）',
      ]
    : [
        '操作系统：Ubuntu 22.04 / 24.04 LTS 或统信 UOS 服务器版（x86-64 或 ARM64）',
        '处理器：4 核及以上',
        `内存：${needs.memory.zh}`,
        `显卡：${needs.gpu.zh}`,
        `磁盘空间：${needs.disk.zh}`,
        '加密锁：无需加密锁，授权文件随项目下发',
      ]
  const en = desktop
    ? [
        'Operating system: Windows 10 / 11, 64-bit (Pro or Enterprise)',
        'Processor: Intel Core i5 8th generation or AMD Ryzen 5 2600 and above',
        `Memory: ${needs.memory.en}`,
        `Graphics: ${needs.gpu.en}`,
        `Disk space: ${needs.disk.en}`,
        'Dongle: USB dongle, with the dongle driver shipped in the package installed (the network edition also needs the licence server)',
      ]
    : [
        'Operating system: Ubuntu 22.04 / 24.04 LTS or UOS Server (x86-64 or ARM64)',
        'Processor: 4 cores and above',
        `Memory: ${needs.memory.en}`,
        `Graphics: ${needs.gpu.en}`,
        `Disk space: ${needs.disk.en}`,
        'Dongle: none; the licence file comes with the project',
      ]
  if (needs.extra) {
    zh.push(needs.extra.zh)
    en.push(needs.extra.en)
  }
  return { zh: zh.join('\n'), en: en.join('\n') }
}

const DESIGN_GPU: L = { zh: '支持 OpenGL 4.5 的独立显卡，显存 4 GB 及以上', en: 'A discrete card with OpenGL 4.5 and 4 GB of video memory or more' }

/** The system requirements of each demo software, by alias. */
export const REQUIREMENTS: Record<string, L> = {
  airoad: requirements({
    memory: { zh: '16 GB（大范围实景模型建议 32 GB）', en: '16 GB (32 GB for large reality meshes)' },
    gpu: { zh: '支持 OpenGL 4.5 的独立显卡，显存 6 GB 及以上', en: 'A discrete card with OpenGL 4.5 and 6 GB of video memory or more' },
    disk: { zh: '安装 8 GB，地形与影像缓存另需 50 GB', en: '8 GB to install, 50 GB more for terrain and imagery caches' },
  }),
  eicad: requirements({
    memory: { zh: '8 GB（建议 16 GB）', en: '8 GB (16 GB recommended)' },
    gpu: DESIGN_GPU,
    disk: { zh: '6 GB', en: '6 GB' },
    extra: { zh: '平台：随附 CAD 平台，或已安装的 AutoCAD 2018–2025', en: 'Platform: the CAD platform shipped with it, or AutoCAD 2018–2025 installed' },
  }),
  ticad: requirements({
    memory: { zh: '16 GB', en: '16 GB' },
    gpu: DESIGN_GPU,
    disk: { zh: '6 GB', en: '6 GB' },
  }),
  vrroad: requirements({
    memory: { zh: '32 GB', en: '32 GB' },
    gpu: {
      zh: 'NVIDIA GeForce RTX 3060 / AMD Radeon RX 6700 及以上，显存 8 GB 及以上；VR 头显需 RTX 3070 及以上',
      en: 'NVIDIA GeForce RTX 3060 / AMD Radeon RX 6700 and above, 8 GB of video memory or more; RTX 3070 and above for VR headsets',
    },
    disk: { zh: '20 GB（SSD）', en: '20 GB (SSD)' },
  }),
  report3d: requirements({
    memory: { zh: '8 GB', en: '8 GB' },
    gpu: { zh: '支持 OpenGL 4.1 的显卡，集成显卡亦可', en: 'Any card with OpenGL 4.1, integrated graphics included' },
    disk: { zh: '3 GB', en: '3 GB' },
  }),
  beamyard: requirements(
    {
      memory: { zh: '8 GB', en: '8 GB' },
      gpu: { zh: '无要求（无界面运行）', en: 'None (runs without a screen)' },
      disk: { zh: '20 GB，设备数据保留 90 天', en: '20 GB, device data kept for 90 days' },
      extra: { zh: '网络：现场局域网接入设备，4G/5G 或专线连接平台', en: 'Network: the site LAN to the equipment, 4G/5G or a leased line to the platform' },
    },
    false,
  ),
}

export const SOFTWARE: SoftwareDef[] = [
  {
    alias: 'airoad',
    name: { zh: 'AIRoad 道路快速方案设计系统', en: 'AIRoad Rapid Road Scheme Design' },
    version: '4.2.0',
    releasedAt: '2026-11-06T02:30:00Z',
    summary: { zh: '三维地形智能选线与多方案比选。', en: 'Route finding on 3D terrain and scheme comparison.' },
    logs: [
      { version: '4.2.0', date: '2026-11-06T02:30:00Z', title: { zh: 'AIRoad 4.2.0：实景三维选线', en: 'AIRoad 4.2.0: routing on reality meshes' }, summary: { zh: '支持倾斜摄影模型布线与碳排放估算。', en: 'Route on oblique photography meshes; embodied-carbon estimate.' }, changes: { zh: ['## 新增', '- 直接加载 OSGB、3D Tiles 实景模型布线', '- 路线占压建筑面积自动统计', '- 比选报告新增碳排放估算', '## 优化', '- 桥隧自动识别综合考虑地质条件', '- 大范围地形加载速度提升约 40%'], en: ['## New', '- Route directly on OSGB and 3D Tiles reality meshes', '- Building area taken by each route totalled automatically', '- Embodied-carbon estimate in the comparison report', '## Improved', '- Bridge and tunnel detection now considers geology', '- Large terrain loads about 40% faster'] } },
      { version: '4.1.2', date: '2026-07-14T02:00:00Z', title: { zh: 'AIRoad 4.1.2 维护更新', en: 'AIRoad 4.1.2 maintenance release' }, summary: { zh: '修复若干问题，提升稳定性。', en: 'Bug fixes and stability improvements.' }, changes: { zh: ['## 修复', '- 修复特定坐标系下影像偏移的问题', '- 修复比选报告中造价指标小数位显示异常', '- 修复高分屏下对话框显示不全'], en: ['## Fixed', '- Imagery offset in certain coordinate systems', '- Wrong number of decimals for cost indicators in the comparison report', '- Dialogs cut off on high-DPI screens'] } },
      { version: '4.1.0', date: '2026-04-02T02:00:00Z', title: { zh: 'AIRoad 4.1.0：控制因素库', en: 'AIRoad 4.1.0: control library' }, summary: { zh: '新增控制因素库与可建性分析。', en: 'New control library and buildability analysis.' }, changes: { zh: ['## 新增', '- 控制因素库：村庄、基本农田、保护区、地灾点', '- 可建性分析图', '## 优化', '- 纵断面自动拉坡算法优化，填挖更均衡'], en: ['## New', '- Control library: villages, protected farmland, reserves, geohazards', '- Buildability map', '## Improved', '- Automatic grade line better balances cut and fill'] } },
      { version: '4.0.0', date: '2025-11-18T02:00:00Z', title: { zh: 'AIRoad 4.0 正式发布', en: 'AIRoad 4.0 released' }, summary: { zh: '全新三维引擎与界面。', en: 'New 3D engine and interface.' }, changes: { zh: ['- 全新三维地形引擎，百平方公里级场景流畅浏览', '- 全新界面，操作流程重新设计', '- 方案成果可直接导入 EICAD 6.x'], en: ['- New 3D terrain engine for smooth browsing over hundreds of square kilometres', '- Redesigned interface and workflow', '- Schemes open directly in EICAD 6.x'] } },
    ],
    help: {
      title: { zh: 'AIRoad 使用帮助', en: 'AIRoad help' },
      intro: { zh: '本文档介绍 AIRoad 的安装、授权与基本操作流程。', en: 'How to install and license AIRoad, and the basic workflow.' },
      chapters: [
        { title: { zh: '安装与授权', en: 'Installation and licensing' }, body: { zh: ['运行安装程序并按提示完成安装。首次启动时选择授权方式：', '- 单机锁：插入加密锁后自动识别', '- 网络锁：填写授权服务器地址', '- 云授权：使用云衢账号登录', '推荐配置：16 GB 内存、独立显卡、固态硬盘。'], en: ['Run the installer and follow the prompts. On first start, choose how you are licensed:', '- Dongle: plug it in and it is detected', '- Network licence: enter the licence server address', '- Cloud licence: sign in with your Yunqu account', 'Recommended: 16 GB RAM, a dedicated graphics card and an SSD.'] } },
        { title: { zh: '导入地形与控制因素', en: 'Loading terrain and controls' }, body: { zh: ['在“地形”菜单中选择导入 DEM、等高线或实景模型，系统自动建立地形索引。', '在“控制因素”面板中加载 SHP 或 DWG 格式的村庄、保护区等数据，并设置规避等级。'], en: ['Use the Terrain menu to load a DEM, contours or a reality mesh; AIRoad indexes it automatically.', 'In the Controls panel, load villages, reserves and other constraints from SHP or DWG and set how strictly each is avoided.'] } },
        { title: { zh: '布线与方案生成', en: 'Laying out and generating schemes' }, body: { zh: ['使用“控制点”工具在地图上依次点击起点、必经点与终点，系统自动生成平纵线形。', '拖动交点可实时调整方案，属性面板同步显示里程、最小半径、最大纵坡等指标。'], en: ['With the Control point tool, click the start, any fixed points and the end; AIRoad generates the horizontal and vertical alignment.', 'Drag intersection points to adjust the scheme; the properties panel shows length, minimum radius and maximum grade as you go.'] } },
        { title: { zh: '方案比选与输出', en: 'Comparing and exporting' }, body: { zh: ['在“方案”面板中复制方案并修改，打开“比选”窗口查看各方案指标对比。', '点击“输出报告”生成 Word 格式比选报告，点击“导出 EICAD”将推荐方案转入详细设计。'], en: ['Duplicate a scheme in the Schemes panel and edit it, then open Compare to see the indicators side by side.', 'Export report writes the comparison as a Word document; Export to EICAD carries the preferred scheme into detailed design.'] } },
      ],
    },
  },
  {
    alias: 'eicad',
    name: { zh: 'EICAD 道路与互通立交集成设计系列', en: 'EICAD Integrated Road & Interchange Design' },
    version: '6.3.1',
    releasedAt: '2026-10-09T02:00:00Z',
    summary: { zh: '路线、互通立交、横断面与土石方一体化设计。', en: 'Alignment, interchange, cross-section and earthwork design in one suite.' },
    logs: [
      { version: '6.3.1', date: '2026-10-09T02:00:00Z', title: { zh: 'EICAD 6.3.1 维护更新', en: 'EICAD 6.3.1 maintenance release' }, summary: { zh: '修复端部设计若干问题。', en: 'Fixes to gore design.' }, changes: { zh: ['## 修复', '- 修复双车道出口端部标线位置偏差', '- 修复横断面批量出图时图框编号重复'], en: ['## Fixed', '- Offset markings at two-lane exit gores', '- Duplicate sheet numbers when batch plotting cross-sections'] } },
      { version: '6.3.0', date: '2026-09-18T02:00:00Z', title: { zh: 'EICAD 6.3.0：端部设计升级', en: 'EICAD 6.3.0: gore design upgrade' }, summary: { zh: '端部一键生成，合成坡度可视化。', en: 'One-step gores and visual resultant grade checks.' }, changes: { zh: ['## 新增', '- 端部与变速车道一键生成', '- 合成坡度超限色带显示', '## 优化', '- 横断面批量出图速度提升约 35%'], en: ['## New', '- Gores and speed-change lanes in one step', '- Colour band for sections over the resultant grade limit', '## Improved', '- Batch cross-section plotting about 35% faster'] } },
      { version: '6.2.0', date: '2026-03-10T02:00:00Z', title: { zh: 'EICAD 6.2.0：IFC 4.3 导出', en: 'EICAD 6.2.0: IFC 4.3 export' }, summary: { zh: '支持 IFC 4.3 道路模型导出。', en: 'Road models exported as IFC 4.3.' }, changes: { zh: ['- 新增 IFC 4.3 导出，包含路线、路基与附属设施构件', '- LandXML 导入导出兼容性改进'], en: ['- IFC 4.3 export with alignment, subgrade and ancillary components', '- Better LandXML import and export compatibility'] } },
    ],
    help: {
      title: { zh: 'EICAD 使用帮助', en: 'EICAD help' },
      intro: { zh: 'EICAD 各模块的基本使用方法。', en: 'Getting started with each EICAD module.' },
      chapters: [
        { title: { zh: '项目与数据管理', en: 'Projects and data' }, body: { zh: ['新建项目时选择坐标系与设计规范版本。项目数据保存在单一项目文件中，可通过“协同”功能多人编辑。'], en: ['Choose the coordinate system and design code when you create a project. All data lives in one project file, which several people can edit through Collaborate.'] } },
        { title: { zh: '路线设计', en: 'Alignment design' }, body: { zh: ['使用交点法或积木法绘制平面线形，软件自动校核最小半径与缓和曲线长度。', '纵断面设计中可拖动变坡点，竖曲线半径实时校核。'], en: ['Draw the horizontal alignment by intersection points or elements; minimum radius and spiral lengths are checked automatically.', 'In the profile, drag PVIs and vertical curve radii are checked live.'] } },
        { title: { zh: '互通立交设计', en: 'Interchange design' }, body: { zh: ['在“互通”菜单中选择匝道类型，指定主线与被交路，系统自动求解匝道线形。', '端部设计：选择主线与匝道后点击“生成端部”。'], en: ['Choose a ramp type from the Interchange menu and pick the mainline and crossing road; the ramp geometry is solved for you.', 'Gores: select the mainline and ramp, then click Generate gore.'] } },
        { title: { zh: '横断面与土石方', en: 'Cross-sections and earthworks' }, body: { zh: ['定义标准横断面模板后批量戴帽，系统自动计算填挖面积与土石方数量，并生成调配图。'], en: ['Define section templates and apply them in batches; cut and fill areas, volumes and the mass haul diagram follow.'] } },
        { title: { zh: '出图与交付', en: 'Drawings and delivery' }, body: { zh: ['在“出图”菜单中选择图纸类型与模板，批量输出 DWG/PDF。BIM 交付请使用“导出 IFC”。'], en: ['Pick drawing types and templates in the Output menu to plot DWG or PDF in batches. For BIM delivery, use Export IFC.'] } },
      ],
    },
  },
  {
    alias: 'ticad',
    name: { zh: 'TICAD 轨道交通线路设计系统', en: 'TICAD Rail Transit Line Design' },
    version: '3.4.0',
    releasedAt: '2026-08-20T02:00:00Z',
    summary: { zh: '地铁、轻轨与市域铁路线路设计。', en: 'Line design for metro, light rail and suburban railways.' },
    logs: [
      { version: '3.4.0', date: '2026-08-20T02:00:00Z', title: { zh: 'TICAD 3.4.0：车站配线模板', en: 'TICAD 3.4.0: station track templates' }, summary: { zh: '新增多种车站配线模板。', en: 'More station track layout templates.' }, changes: { zh: ['- 新增交叉渡线、单渡线与折返线模板', '- 限界检查报告支持导出 Excel'], en: ['- Scissors crossover, single crossover and turnback templates', '- Clearance reports export to Excel'] } },
      { version: '3.3.0', date: '2026-02-10T02:00:00Z', title: { zh: 'TICAD 3.3.0：市域铁路规则库', en: 'TICAD 3.3.0: suburban rail rules' }, summary: { zh: '支持市域铁路设计规范校核。', en: 'Suburban railway code checks.' }, changes: { zh: ['- 新增市域铁路规范校核规则库', '- 节能坡设计辅助工具'], en: ['- Suburban railway rule library', '- Energy-saving profile assistant'] } },
      { version: '3.2.1', date: '2025-09-05T02:00:00Z', title: { zh: 'TICAD 3.2.1 维护更新', en: 'TICAD 3.2.1 maintenance release' }, summary: { zh: '问题修复。', en: 'Bug fixes.' }, changes: { zh: ['- 修复左右线里程断链计算问题', '- 修复纵断面图坡度标注位置'], en: ['- Chainage equations between left and right tracks', '- Grade label positions on profile drawings'] } },
    ],
    help: {
      title: { zh: 'TICAD 使用帮助', en: 'TICAD help' },
      intro: { zh: 'TICAD 线路设计基本流程。', en: 'The basic TICAD line design workflow.' },
      chapters: [
        { title: { zh: '新建线路', en: 'Creating a line' }, body: { zh: ['选择制式（地铁/轻轨/市域铁路）与规范版本，设置左右线间距。'], en: ['Choose the system (metro, light rail or suburban) and design code, and set the track centres.'] } },
        { title: { zh: '平纵断面设计', en: 'Plan and profile' }, body: { zh: ['平面设计完成后进入纵断面，车站范围坡度自动限制在规范值以内。'], en: ['After the horizontal alignment, move to the profile; gradients within stations are limited to the code automatically.'] } },
        { title: { zh: '车站与配线', en: 'Stations and track layouts' }, body: { zh: ['在车站管理器中添加车站，选择站台形式与配线模板，系统自动布置道岔。'], en: ['Add stations in the Station manager, pick a platform type and track template, and turnouts are placed for you.'] } },
      ],
    },
  },
  {
    alias: 'vrroad',
    name: { zh: 'VRRoad 驾驶仿真与安全评价系统', en: 'VRRoad Driving Simulation & Safety Evaluation' },
    version: '2.6.0',
    releasedAt: '2026-06-25T02:00:00Z',
    summary: { zh: '道路驾驶仿真与运行速度、视距安全评价。', en: 'Driving simulation with operating speed and sight distance evaluation.' },
    logs: [
      { version: '2.6.0', date: '2026-06-25T02:00:00Z', title: { zh: 'VRRoad 2.6.0：不良天气场景', en: 'VRRoad 2.6.0: poor weather' }, summary: { zh: '新增雨雾夜间场景。', en: 'Rain, fog and night driving.' }, changes: { zh: ['- 新增雨、雾、夜间驾驶环境', '- 路面湿滑系数可配置', '- 运行速度模型更新'], en: ['- Rain, fog and night driving environments', '- Configurable road surface friction', '- Updated operating speed model'] } },
      { version: '2.5.0', date: '2025-12-15T02:00:00Z', title: { zh: 'VRRoad 2.5.0：VR 头显支持', en: 'VRRoad 2.5.0: VR headset support' }, summary: { zh: '支持主流 VR 头显。', en: 'Works with mainstream VR headsets.' }, changes: { zh: ['- 支持 OpenXR 标准 VR 头显', '- 安全评价报告模板更新'], en: ['- OpenXR headsets supported', '- Updated safety report template'] } },
      { version: '2.4.2', date: '2025-08-01T02:00:00Z', title: { zh: 'VRRoad 2.4.2 维护更新', en: 'VRRoad 2.4.2 maintenance release' }, summary: { zh: '性能优化。', en: 'Performance improvements.' }, changes: { zh: ['- 长距离场景内存占用降低约 30%', '- 修复方向盘外设偶发断连'], en: ['- About 30% less memory on long scenes', '- Occasional wheel disconnects fixed'] } },
    ],
    help: {
      title: { zh: 'VRRoad 使用帮助', en: 'VRRoad help' },
      intro: { zh: '从场景生成到安全评价报告。', en: 'From scene generation to the safety report.' },
      chapters: [
        { title: { zh: '生成驾驶场景', en: 'Generating a scene' }, body: { zh: ['导入 EICAD 项目文件或 LandXML，选择场景风格后点击“生成场景”。'], en: ['Import an EICAD project or LandXML, pick a scene style and click Generate scene.'] } },
        { title: { zh: '驾驶与数据采集', en: 'Driving and recording' }, body: { zh: ['连接方向盘或驾驶舱外设，选择车型与天气后开始驾驶，系统自动记录车速与轨迹。'], en: ['Connect a wheel set or cab, choose a vehicle and weather, and drive; speed and path are recorded automatically.'] } },
        { title: { zh: '安全评价', en: 'Safety evaluation' }, body: { zh: ['在“评价”菜单中运行运行速度、一致性与视距分析，点击“生成报告”输出评价报告。'], en: ['Run operating speed, consistency and sight distance analyses from the Evaluate menu, then Generate report.'] } },
      ],
    },
  },
  {
    alias: 'report3d',
    name: { zh: 'Report3D 三维汇报演示系统', en: 'Report3D 3D Reporting & Presentation' },
    version: '4.0.3',
    releasedAt: '2026-05-12T02:00:00Z',
    summary: { zh: '三维漫游、方案对比与施工模拟汇报。', en: '3D fly-throughs, scheme comparison and construction sequencing.' },
    logs: [
      { version: '4.0.3', date: '2026-05-12T02:00:00Z', title: { zh: 'Report3D 4.0.3 维护更新', en: 'Report3D 4.0.3 maintenance release' }, summary: { zh: '修复网页汇报包问题。', en: 'Web package fixes.' }, changes: { zh: ['- 修复网页汇报包在部分浏览器中字幕不显示', '- 优化 4K 输出速度'], en: ['- Subtitles missing in some browsers in web packages', '- Faster 4K export'] } },
      { version: '4.0.0', date: '2026-04-20T02:00:00Z', title: { zh: 'Report3D 4.0：4K 与网页汇报', en: 'Report3D 4.0: 4K and web presentations' }, summary: { zh: '新增 4K 输出与网页汇报包。', en: '4K export and web presentation packages.' }, changes: { zh: ['## 新增', '- 4K 视频输出', '- 网页汇报包', '## 优化', '- 百公里级场景加载提速'], en: ['## New', '- 4K video export', '- Web presentation packages', '## Improved', '- Faster loading of 100 km scenes'] } },
      { version: '3.8.0', date: '2025-10-10T02:00:00Z', title: { zh: 'Report3D 3.8：施工步序动画', en: 'Report3D 3.8: construction sequencing' }, summary: { zh: '支持按步序展示施工过程。', en: 'Show construction stage by stage.' }, changes: { zh: ['- 新增施工步序动画编辑器', '- 支持导入 BuildOps 进度计划'], en: ['- Construction sequence editor', '- Import programmes from BuildOps'] } },
    ],
    help: {
      title: { zh: 'Report3D 使用帮助', en: 'Report3D help' },
      intro: { zh: '快速制作三维汇报。', en: 'Making a 3D presentation quickly.' },
      chapters: [
        { title: { zh: '创建场景', en: 'Creating a scene' }, body: { zh: ['新建场景并导入地形、影像与设计模型，系统自动统一坐标。'], en: ['Create a scene and load terrain, imagery and design models; coordinates are unified automatically.'] } },
        { title: { zh: '漫游与分镜', en: 'Fly-throughs and shots' }, body: { zh: ['在“相机”面板中添加关键帧，调整时间轴生成漫游路径；在“分镜”面板中组织汇报顺序。'], en: ['Add keyframes in the Camera panel and adjust the timeline to build a fly-through; order the presentation in the Shots panel.'] } },
        { title: { zh: '输出', en: 'Export' }, body: { zh: ['选择分辨率与帧率输出 MP4，或导出网页汇报包。'], en: ['Export MP4 at the resolution and frame rate you need, or a web presentation package.'] } },
      ],
    },
  },
  {
    alias: 'beamyard',
    name: { zh: 'BeamYard 智慧梁场现场网关', en: 'BeamYard Site Gateway' },
    version: '1.8.2',
    releasedAt: '2026-07-02T02:00:00Z',
    summary: { zh: '梁场现场设备接入网关软件，连接养护、张拉与压浆设备。', en: 'Edge gateway software connecting curing, stressing and grouting equipment in the yard.' },
    logs: [
      { version: '1.8.2', date: '2026-07-02T02:00:00Z', title: { zh: 'BeamYard 网关 1.8.2', en: 'BeamYard Gateway 1.8.2' }, summary: { zh: '新增设备协议支持。', en: 'More device protocols.' }, changes: { zh: ['- 新增两种智能压浆设备协议', '- 断网续传缓存提升至 72 小时'], en: ['- Two more smart grouting protocols', '- Offline buffer extended to 72 hours'] } },
      { version: '1.8.0', date: '2026-03-15T02:00:00Z', title: { zh: 'BeamYard 网关 1.8.0', en: 'BeamYard Gateway 1.8.0' }, summary: { zh: '养护控制算法更新。', en: 'Updated curing control.' }, changes: { zh: ['- 养护温控算法升级，恒温阶段波动降低', '- 支持远程升级'], en: ['- Better curing control with less fluctuation during the hold stage', '- Remote updates'] } },
      { version: '1.7.1', date: '2025-11-08T02:00:00Z', title: { zh: 'BeamYard 网关 1.7.1', en: 'BeamYard Gateway 1.7.1' }, summary: { zh: '稳定性改进。', en: 'Stability improvements.' }, changes: { zh: ['- 修复长时间运行后串口通信中断', '- 日志文件自动清理'], en: ['- Serial communication dropping after long uptime', '- Automatic log clean-up'] } },
    ],
    help: {
      title: { zh: 'BeamYard 网关安装手册', en: 'BeamYard Gateway installation guide' },
      intro: { zh: '网关的安装、配置与设备接入。', en: 'Installing and configuring the gateway and connecting devices.' },
      chapters: [
        { title: { zh: '硬件准备', en: 'Hardware' }, body: { zh: ['工控机或边缘计算盒子一台，具备 RS485 与网口，建议配备 4G 路由器。'], en: ['An industrial PC or edge box with RS485 and Ethernet; a 4G router is recommended.'] } },
        { title: { zh: '安装与注册', en: 'Install and register' }, body: { zh: ['解压安装包并运行安装脚本，使用平台分配的梁场编码完成注册。'], en: ['Unpack the archive, run the install script and register with the yard code from the platform.'] } },
        { title: { zh: '设备接入', en: 'Connecting devices' }, body: { zh: ['在网关配置页面添加设备，选择协议与通信参数，测试通过后数据自动上传平台。'], en: ['Add each device on the gateway configuration page with its protocol and communication settings; once the test passes, data uploads to the platform automatically.'] } },
      ],
    },
  },
]

type AlbumDef = { clip: ClipKind; title: L; summary: L; uploadedAt: string; level: string }
export type ClassificationDef = { name: L; albums: AlbumDef[] }

export const TEACHING: ClassificationDef[] = [
  {
    name: { zh: '数字设计入门', en: 'Digital design basics' },
    albums: [
      { clip: 'airoad', level: 'Basics', uploadedAt: '2026-09-02T02:00:00Z', title: { zh: 'AIRoad 第一课：导入地形与控制因素', en: 'AIRoad 1: terrain and controls' }, summary: { zh: '演示 DEM、影像与控制因素的导入与设置。', en: 'Loading a DEM, imagery and controls, and setting them up.' } },
      { clip: 'airoad', level: 'Basics', uploadedAt: '2026-09-09T02:00:00Z', title: { zh: 'AIRoad 第二课：布线与方案比选', en: 'AIRoad 2: laying out and comparing schemes' }, summary: { zh: '控制点布线、平纵联动调整与比选报告输出。', en: 'Control points, linked plan and profile, and the comparison report.' } },
      { clip: 'eicad', level: 'Basics', uploadedAt: '2026-09-16T02:00:00Z', title: { zh: 'EICAD 第一课：路线平面设计', en: 'EICAD 1: horizontal alignment' }, summary: { zh: '交点法与积木法的使用场景与操作。', en: 'When and how to use the intersection-point and element methods.' } },
      { clip: 'eicad', level: 'Basics', uploadedAt: '2026-09-23T02:00:00Z', title: { zh: 'EICAD 第二课：纵断面拉坡', en: 'EICAD 2: profile grading' }, summary: { zh: '变坡点设置、竖曲线与填挖平衡。', en: 'PVIs, vertical curves and balancing cut and fill.' } },
    ],
  },
  {
    name: { zh: '互通立交与轨道设计进阶', en: 'Interchange and rail design: advanced' },
    albums: [
      { clip: 'eicad', level: 'Advanced', uploadedAt: '2026-10-08T02:00:00Z', title: { zh: '苜蓿叶互通匝道布设', en: 'Laying out a cloverleaf' }, summary: { zh: '环形匝道与外侧定向匝道的快速布设。', en: 'Loop ramps and outer directional ramps, fast.' } },
      { clip: 'eicad', level: 'Advanced', uploadedAt: '2026-10-15T02:00:00Z', title: { zh: '端部与变速车道设计', en: 'Gores and speed-change lanes' }, summary: { zh: '6.3 版端部一键生成功能详解。', en: 'The one-step gore tool in 6.3, in detail.' } },
      { clip: 'ticad', level: 'Advanced', uploadedAt: '2026-10-22T02:00:00Z', title: { zh: 'TICAD 车站配线设计', en: 'TICAD station track layouts' }, summary: { zh: '岛式车站与交叉渡线布置实例。', en: 'An island station with a scissors crossover, step by step.' } },
      { clip: 'vrRoad', level: 'Advanced', uploadedAt: '2026-10-29T02:00:00Z', title: { zh: 'VRRoad 运行速度评价', en: 'VRRoad operating speed evaluation' }, summary: { zh: 'V85 计算与一致性分级实操。', en: 'Calculating V85 and rating consistency, hands on.' } },
    ],
  },
  {
    name: { zh: '数字建造平台实操', en: 'Digital construction platforms in practice' },
    albums: [
      { clip: 'productSzhjsgl', level: 'Platform', uploadedAt: '2026-08-05T02:00:00Z', title: { zh: 'BuildOps 项目初始化与模型导入', en: 'BuildOps: setting up a project and importing the model' }, summary: { zh: 'WBS 分解、BIM 模型导入与构件关联。', en: 'Work breakdown, importing the BIM model and linking components.' } },
      { clip: 'productSzhjsgl', level: 'Platform', uploadedAt: '2026-08-12T02:00:00Z', title: { zh: 'BuildOps 进度填报与质检流程', en: 'BuildOps: progress reporting and inspections' }, summary: { zh: '移动端填报与审批流程演示。', en: 'Reporting from the phone and the approval flow.' } },
      { clip: 'zhgd', level: 'Platform', uploadedAt: '2026-08-19T02:00:00Z', title: { zh: 'SiteLink 设备接入与告警配置', en: 'SiteLink: connecting devices and configuring alerts' }, summary: { zh: '塔吊、环境监测设备接入与告警规则设置。', en: 'Connecting crane and environmental monitors, and setting alert rules.' } },
      { clip: 'zngc', level: 'Platform', uploadedAt: '2026-08-26T02:00:00Z', title: { zh: 'BeamYard 台座排产', en: 'BeamYard pedestal scheduling' }, summary: { zh: '根据架梁计划自动排产与手动调整。', en: 'Automatic scheduling from the erection plan, and adjusting by hand.' } },
      { clip: 'zngc', level: 'Platform', uploadedAt: '2026-09-02T03:00:00Z', title: { zh: 'BeamYard 智能养护设置', en: 'BeamYard automatic curing' }, summary: { zh: '养护曲线配置与养护记录查看。', en: 'Configuring curing curves and reading the records.' } },
    ],
  },
]
