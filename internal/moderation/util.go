package moderation

import "fmt"

func fmtValue(v any) string { return fmt.Sprintf("%v", v) }
