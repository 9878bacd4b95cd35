import type { JSX, SVGProps } from "react";
import { cn } from "~/lib/utils";
import type { IconId } from "./icon-ids";
import spriteUrl from "./icons.svg?url";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;
export type IconComponent = (props: IconProps) => JSX.Element;

/**
 * A Lucide icon drawn from the site's sprite: the same look as lucide-react
 * (24 px grid, 2 px round strokes in the current colour), but no path data in
 * the page's script. Decorative by default (aria-hidden); give the control
 * around it the accessible name.
 */
function icon(id: IconId): IconComponent {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        data-icon={id}
        className={cn("lucide", className)}
        {...props}
      >
        <use href={`${spriteUrl}#${id}`} />
      </svg>
    );
  }
  return Icon;
}

export const ArrowDownUp = /* @__PURE__ */ icon("arrow-down-up");
export const ArrowLeft = /* @__PURE__ */ icon("arrow-left");
export const ArrowLeftRight = /* @__PURE__ */ icon("arrow-left-right");
export const ArrowRight = /* @__PURE__ */ icon("arrow-right");
export const ArrowUp = /* @__PURE__ */ icon("arrow-up");
export const AtSign = /* @__PURE__ */ icon("at-sign");
export const Award = /* @__PURE__ */ icon("award");
export const Banknote = /* @__PURE__ */ icon("banknote");
export const BarChart3 = /* @__PURE__ */ icon("chart-column");
export const BedDouble = /* @__PURE__ */ icon("bed-double");
export const BookOpenCheck = /* @__PURE__ */ icon("book-open-check");
export const Bot = /* @__PURE__ */ icon("bot");
export const Briefcase = /* @__PURE__ */ icon("briefcase");
export const Building2 = /* @__PURE__ */ icon("building-complex");
export const Calculator = /* @__PURE__ */ icon("calculator");
export const CalendarCheck = /* @__PURE__ */ icon("calendar-check");
export const CalendarDays = /* @__PURE__ */ icon("calendar-days");
export const CalendarPlus = /* @__PURE__ */ icon("calendar-plus");
export const Car = /* @__PURE__ */ icon("car");
export const ChartNoAxesCombined = /* @__PURE__ */ icon("chart-no-axes-combined");
export const Check = /* @__PURE__ */ icon("check");
export const CheckCircle2 = /* @__PURE__ */ icon("circle-check");
export const ChevronDown = /* @__PURE__ */ icon("chevron-down");
export const ChevronLeft = /* @__PURE__ */ icon("chevron-left");
export const ChevronRight = /* @__PURE__ */ icon("chevron-right");
export const CircleAlert = /* @__PURE__ */ icon("circle-exclamation-point");
export const CircleCheck = /* @__PURE__ */ icon("circle-check");
export const Circle = /* @__PURE__ */ icon("circle");
export const ClipboardList = /* @__PURE__ */ icon("clipboard-list");
export const Clock = /* @__PURE__ */ icon("clock");
export const Clock3 = /* @__PURE__ */ icon("clock-3");
export const Cloud = /* @__PURE__ */ icon("cloud");
export const CloudRain = /* @__PURE__ */ icon("cloud-rain");
export const CloudSun = /* @__PURE__ */ icon("cloud-sun");
export const Compass = /* @__PURE__ */ icon("compass");
export const Copy = /* @__PURE__ */ icon("copy");
export const Divide = /* @__PURE__ */ icon("divide");
export const Download = /* @__PURE__ */ icon("download");
export const ExternalLink = /* @__PURE__ */ icon("external-link");
export const Eye = /* @__PURE__ */ icon("eye");
export const FileCheck = /* @__PURE__ */ icon("file-check");
export const FileCheck2 = /* @__PURE__ */ icon("file-check-corner");
export const FileText = /* @__PURE__ */ icon("file-text");
export const Flame = /* @__PURE__ */ icon("flame");
export const GraduationCap = /* @__PURE__ */ icon("graduation-cap");
export const Grid3x3 = /* @__PURE__ */ icon("grid-3x3");
export const HandCoins = /* @__PURE__ */ icon("hand-coins");
export const Handshake = /* @__PURE__ */ icon("handshake");
export const HeartHandshake = /* @__PURE__ */ icon("heart-handshake");
export const HeartPulse = /* @__PURE__ */ icon("heart-pulse");
export const Home = /* @__PURE__ */ icon("house");
export const Hourglass = /* @__PURE__ */ icon("hourglass");
export const Info = /* @__PURE__ */ icon("info");
export const KeyRound = /* @__PURE__ */ icon("key-round");
export const Landmark = /* @__PURE__ */ icon("landmark");
export const Languages = /* @__PURE__ */ icon("languages");
export const LifeBuoy = /* @__PURE__ */ icon("life-buoy");
export const Lightbulb = /* @__PURE__ */ icon("lightbulb");
export const LineChart = /* @__PURE__ */ icon("chart-line");
export const Link = /* @__PURE__ */ icon("link");
export const ListChecks = /* @__PURE__ */ icon("list-checks");
export const LoaderCircle = /* @__PURE__ */ icon("loader-circle");
export const LocateFixed = /* @__PURE__ */ icon("locate-fixed");
export const Lock = /* @__PURE__ */ icon("lock");
export const Luggage = /* @__PURE__ */ icon("luggage");
export const Mail = /* @__PURE__ */ icon("mail");
export const MapPin = /* @__PURE__ */ icon("map-pin");
export const MapPinned = /* @__PURE__ */ icon("map-pinned");
export const Megaphone = /* @__PURE__ */ icon("megaphone");
export const Menu = /* @__PURE__ */ icon("menu");
export const MessageCircle = /* @__PURE__ */ icon("message-circle");
export const MessageSquareReply = /* @__PURE__ */ icon("message-square-reply");
export const MessagesSquare = /* @__PURE__ */ icon("messages-square");
export const Minus = /* @__PURE__ */ icon("minus");
export const Monitor = /* @__PURE__ */ icon("monitor");
export const Moon = /* @__PURE__ */ icon("moon");
export const Mountain = /* @__PURE__ */ icon("mountain");
export const MousePointerClick = /* @__PURE__ */ icon("mouse-pointer-click");
export const Package = /* @__PURE__ */ icon("package");
export const Pause = /* @__PURE__ */ icon("pause");
export const Percent = /* @__PURE__ */ icon("percent");
export const Phone = /* @__PURE__ */ icon("phone");
export const PiggyBank = /* @__PURE__ */ icon("piggy-bank");
export const Play = /* @__PURE__ */ icon("play");
export const PlayCircle = /* @__PURE__ */ icon("circle-play");
export const Plus = /* @__PURE__ */ icon("plus");
export const Printer = /* @__PURE__ */ icon("printer");
export const Quote = /* @__PURE__ */ icon("quote");
export const Receipt = /* @__PURE__ */ icon("receipt");
export const RefreshCw = /* @__PURE__ */ icon("refresh-cw");
export const Rocket = /* @__PURE__ */ icon("rocket");
export const RotateCcw = /* @__PURE__ */ icon("rotate-ccw");
export const Route = /* @__PURE__ */ icon("route");
export const Ruler = /* @__PURE__ */ icon("ruler");
export const Save = /* @__PURE__ */ icon("save");
export const Scale = /* @__PURE__ */ icon("scale");
export const Search = /* @__PURE__ */ icon("search");
export const SearchCheck = /* @__PURE__ */ icon("search-check");
export const Send = /* @__PURE__ */ icon("send");
export const Settings2 = /* @__PURE__ */ icon("settings-2");
export const ShieldCheck = /* @__PURE__ */ icon("shield-check");
export const Shirt = /* @__PURE__ */ icon("shirt");
export const ShoppingBag = /* @__PURE__ */ icon("shopping-bag");
export const ShoppingCart = /* @__PURE__ */ icon("shopping-cart");
export const Siren = /* @__PURE__ */ icon("siren");
export const Smartphone = /* @__PURE__ */ icon("smartphone");
export const Snowflake = /* @__PURE__ */ icon("snowflake");
export const Sparkles = /* @__PURE__ */ icon("sparkles");
export const Star = /* @__PURE__ */ icon("star");
export const Sun = /* @__PURE__ */ icon("sun");
export const Tag = /* @__PURE__ */ icon("tag");
export const Target = /* @__PURE__ */ icon("target");
export const Ticket = /* @__PURE__ */ icon("ticket");
export const Trash2 = /* @__PURE__ */ icon("trash");
export const TreePalm = /* @__PURE__ */ icon("tree-palm");
export const TrendingDown = /* @__PURE__ */ icon("trending-down");
export const TrendingUp = /* @__PURE__ */ icon("trending-up");
export const TriangleAlert = /* @__PURE__ */ icon("triangle-exclamation-point");
export const Truck = /* @__PURE__ */ icon("truck");
export const UserCheck = /* @__PURE__ */ icon("user-check");
export const UserRound = /* @__PURE__ */ icon("user-round");
export const UtensilsCrossed = /* @__PURE__ */ icon("utensils-crossed");
export const Volume2 = /* @__PURE__ */ icon("volume-2");
export const Wallet = /* @__PURE__ */ icon("wallet");
export const Wrench = /* @__PURE__ */ icon("wrench");
export const X = /* @__PURE__ */ icon("x");
