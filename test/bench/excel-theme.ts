// The theme part Excel puts in every workbook it saves (xl/theme/theme1.xml, the "Office
// Theme": colours, fonts, fill/line/effect styles), for the Excel-shaped bench workbook
// (excel-shaped.ts). Readers skip it, but they must find it in the zip and pass it by, as in
// a file Excel saved. Trimmed of the per-script font lists, which only add bytes.
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';

const colours =
  '<a:clrScheme name="Office"><a:dk1><a:sysClr val="windowText" lastClr="000000"/></a:dk1>' +
  '<a:lt1><a:sysClr val="window" lastClr="FFFFFF"/></a:lt1><a:dk2><a:srgbClr val="44546A"/></a:dk2>' +
  '<a:lt2><a:srgbClr val="E7E6E6"/></a:lt2><a:accent1><a:srgbClr val="4472C4"/></a:accent1>' +
  '<a:accent2><a:srgbClr val="ED7D31"/></a:accent2><a:accent3><a:srgbClr val="A5A5A5"/></a:accent3>' +
  '<a:accent4><a:srgbClr val="FFC000"/></a:accent4><a:accent5><a:srgbClr val="5B9BD5"/></a:accent5>' +
  '<a:accent6><a:srgbClr val="70AD47"/></a:accent6><a:hlink><a:srgbClr val="0563C1"/></a:hlink>' +
  '<a:folHlink><a:srgbClr val="954F72"/></a:folHlink></a:clrScheme>';

const fonts =
  '<a:fontScheme name="Office"><a:majorFont><a:latin typeface="Calibri Light" panose="020F0302020204030204"/>' +
  '<a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont>' +
  '<a:latin typeface="Calibri" panose="020F0502020204030204"/><a:ea typeface=""/><a:cs typeface=""/>' +
  '</a:minorFont></a:fontScheme>';

const fill = (tint: string): string =>
  `<a:gradFill rotWithShape="1"><a:gsLst><a:gs pos="0"><a:schemeClr val="phClr">${tint}</a:schemeClr></a:gs>` +
  '<a:gs pos="100000"><a:schemeClr val="phClr"><a:shade val="98000"/></a:schemeClr></a:gs></a:gsLst>' +
  '<a:lin ang="5400000" scaled="0"/></a:gradFill>';
const line = (w: number): string =>
  `<a:ln w="${w}" cap="flat" cmpd="sng" algn="ctr"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill>` +
  '<a:prstDash val="solid"/><a:miter lim="800000"/></a:ln>';

const formats =
  '<a:fmtScheme name="Office"><a:fillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill>' +
  fill('<a:lumMod val="110000"/><a:satMod val="105000"/><a:tint val="67000"/>') +
  fill('<a:satMod val="103000"/><a:lumMod val="102000"/><a:tint val="94000"/>') +
  `</a:fillStyleLst><a:lnStyleLst>${line(6350)}${line(12700)}${line(19050)}</a:lnStyleLst>` +
  '<a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle>' +
  '<a:effectStyle><a:effectLst><a:outerShdw blurRad="57150" dist="19050" dir="5400000" algn="ctr" rotWithShape="0">' +
  '<a:srgbClr val="000000"><a:alpha val="63000"/></a:srgbClr></a:outerShdw></a:effectLst></a:effectStyle></a:effectStyleLst>' +
  '<a:bgFillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill>' +
  '<a:solidFill><a:schemeClr val="phClr"><a:tint val="95000"/><a:satMod val="170000"/></a:schemeClr></a:solidFill>' +
  fill('<a:tint val="93000"/><a:satMod val="150000"/><a:shade val="98000"/><a:lumMod val="102000"/>') +
  '</a:bgFillStyleLst></a:fmtScheme>';

export const THEME =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n' +
  `<a:theme xmlns:a="${A}" name="Office Theme"><a:themeElements>${colours}${fonts}${formats}</a:themeElements>` +
  '<a:objectDefaults/><a:extraClrSchemeLst/></a:theme>';
