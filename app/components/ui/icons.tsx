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

export const ArrowDownUp = icon("arrow-down-up");
export const ArrowLeft = icon("arrow-left");
export const ArrowLeftRight = icon("arrow-left-right");
export const ArrowRight = icon("arrow-right");
export const ArrowUp = icon("arrow-up");
export const AtSign = icon("at-sign");
export const Award = icon("award");
export const Banknote = icon("banknote");
export const BarChart3 = icon("chart-column");
export const BedDouble = icon("bed-double");
export const BookOpenCheck = icon("book-open-check");
export const Bot = icon("bot");
export const Briefcase = icon("briefcase");
export const Building2 = icon("building-complex");
export const Calculator = icon("calculator");
export const CalendarCheck = icon("calendar-check");
export const CalendarDays = icon("calendar-days");
export const CalendarPlus = icon("calendar-plus");
export const Car = icon("car");
export const ChartNoAxesCombined = icon("chart-no-axes-combined");
export const Check = icon("check");
export const CheckCircle2 = icon("circle-check");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const CircleAlert = icon("circle-exclamation-point");
export const CircleCheck = icon("circle-check");
export const Circle = icon("circle");
export const ClipboardList = icon("clipboard-list");
export const Clock = icon("clock");
export const Clock3 = icon("clock-3");
export const Cloud = icon("cloud");
export const CloudRain = icon("cloud-rain");
export const CloudSun = icon("cloud-sun");
export const Compass = icon("compass");
export const Copy = icon("copy");
export const Divide = icon("divide");
export const Download = icon("download");
export const ExternalLink = icon("external-link");
export const Eye = icon("eye");
export const FileCheck = icon("file-check");
export const FileCheck2 = icon("file-check-corner");
export const FileText = icon("file-text");
export const Flame = icon("flame");
export const GraduationCap = icon("graduation-cap");
export const Grid3x3 = icon("grid-3x3");
export const HandCoins = icon("hand-coins");
export const Handshake = icon("handshake");
export const HeartHandshake = icon("heart-handshake");
export const HeartPulse = icon("heart-pulse");
export const Home = icon("house");
export const Hourglass = icon("hourglass");
export const Info = icon("info");
export const KeyRound = icon("key-round");
export const Landmark = icon("landmark");
export const Languages = icon("languages");
export const LifeBuoy = icon("life-buoy");
export const Lightbulb = icon("lightbulb");
export const LineChart = icon("chart-line");
export const Link = icon("link");
export const ListChecks = icon("list-checks");
export const LoaderCircle = icon("loader-circle");
export const LocateFixed = icon("locate-fixed");
export const Lock = icon("lock");
export const Luggage = icon("luggage");
export const Mail = icon("mail");
export const MapPin = icon("map-pin");
export const MapPinned = icon("map-pinned");
export const Megaphone = icon("megaphone");
export const Menu = icon("menu");
export const MessageCircle = icon("message-circle");
export const MessageSquareReply = icon("message-square-reply");
export const MessagesSquare = icon("messages-square");
export const Minus = icon("minus");
export const Monitor = icon("monitor");
export const Moon = icon("moon");
export const Mountain = icon("mountain");
export const MousePointerClick = icon("mouse-pointer-click");
export const Package = icon("package");
export const Pause = icon("pause");
export const Percent = icon("percent");
export const Phone = icon("phone");
export const PiggyBank = icon("piggy-bank");
export const Play = icon("play");
export const PlayCircle = icon("circle-play");
export const Plus = icon("plus");
export const Printer = icon("printer");
export const Quote = icon("quote");
export const Receipt = icon("receipt");
export const RefreshCw = icon("refresh-cw");
export const Rocket = icon("rocket");
export const RotateCcw = icon("rotate-ccw");
export const Route = icon("route");
export const Ruler = icon("ruler");
export const Save = icon("save");
export const Scale = icon("scale");
export const Search = icon("search");
export const SearchCheck = icon("search-check");
export const Send = icon("send");
export const Settings2 = icon("settings-2");
export const ShieldCheck = icon("shield-check");
export const Shirt = icon("shirt");
export const ShoppingBag = icon("shopping-bag");
export const ShoppingCart = icon("shopping-cart");
export const Siren = icon("siren");
export const Smartphone = icon("smartphone");
export const Snowflake = icon("snowflake");
export const Sparkles = icon("sparkles");
export const Star = icon("star");
export const Sun = icon("sun");
export const Tag = icon("tag");
export const Target = icon("target");
export const Ticket = icon("ticket");
export const Trash2 = icon("trash");
export const TreePalm = icon("tree-palm");
export const TrendingDown = icon("trending-down");
export const TrendingUp = icon("trending-up");
export const TriangleAlert = icon("triangle-exclamation-point");
export const Truck = icon("truck");
export const UserCheck = icon("user-check");
export const UserRound = icon("user-round");
export const UtensilsCrossed = icon("utensils-crossed");
export const Volume2 = icon("volume-2");
export const Wallet = icon("wallet");
export const Wrench = icon("wrench");
export const X = icon("x");
