package engagement

import (
	"encoding/json"

	"github.com/dop251/goja"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
)

// BindJS gives the JS hooks the op-id rule of this package, so the one JS write with an
// op id (the admin's Add Engagement, pb_hooks/bot-routes.pb.js) replays exactly as the
// engagement writes do instead of keeping its own copy of the rule:
//
//	$appliedOps.isOpId(value) → boolean
//	$appliedOps.once(tx, userId, opId, kind, target, apply) → apply()'s result, or the
//	    stored one on a replay; throws BadRequestError when the op id was used for another
//	    action, and rethrows what apply throws (the caller's transaction then rolls back).
//
// Registered through jsvm.Config.OnInit (main.go).
func BindJS(vm *goja.Runtime) {
	ops := vm.NewObject()
	_ = ops.Set("isOpId", func(v goja.Value) bool {
		s, ok := v.Export().(string)
		return ok && IsOpID(s)
	})
	_ = ops.Set("once", func(call goja.FunctionCall) goja.Value {
		tx, ok := call.Argument(0).Export().(core.App)
		if !ok {
			panic(vm.NewTypeError("$appliedOps.once: the first argument must be the transaction's app"))
		}
		apply, ok := goja.AssertFunction(call.Argument(5))
		if !ok {
			panic(vm.NewTypeError("$appliedOps.once: apply must be a function"))
		}
		str := func(i int) string { s, _ := call.Argument(i).Export().(string); return s }
		raw, refused, err := once(tx, str(1), str(2), str(3), str(4), func() (any, error) {
			v, err := apply(goja.Undefined())
			if err != nil {
				return nil, err
			}
			return v.Export(), nil
		})
		if ex, isJS := err.(*goja.Exception); isJS {
			panic(ex) // what apply threw (e.g. a BadRequestError), unchanged
		}
		if err != nil {
			panic(vm.NewGoError(err))
		}
		if refused != nil {
			panic(vm.ToValue(apierr.BadRequest("op_id_conflict", refused.Error())))
		}
		var out any
		if err := json.Unmarshal(raw, &out); err != nil {
			panic(vm.NewGoError(err))
		}
		return vm.ToValue(out)
	})
	_ = vm.Set("$appliedOps", ops)
}
