import { ComingSoonNotice } from "~/features/tools/components/coming-soon-notice";
import { ToolLayout } from "~/features/tools/tool-layout";
import { toolHandle, toolMeta } from "~/features/tools/tool-meta";

export const handle = toolHandle;

export const meta = () => toolMeta("calendario-eventos-festivais");

export default function Tool() {
  return (
    <ToolLayout slug="calendario-eventos-festivais">
      <ComingSoonNotice />
    </ToolLayout>
  );
}
