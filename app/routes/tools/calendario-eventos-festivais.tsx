import { ComingSoonNotice } from "~/features/tools/components/coming-soon-notice";
import { ToolLayout } from "~/features/tools/tool-layout";
import { toolMeta } from "~/features/tools/tool-meta";

export const meta = () => toolMeta("calendario-eventos-festivais");

export default function Tool() {
  return (
    <ToolLayout slug="calendario-eventos-festivais">
      <ComingSoonNotice />
    </ToolLayout>
  );
}
